"""A claim on time decides only the position it was made about: a move another process
stores after the claim read the clock and before the match ends is not overruled by it.
The other process's move is made while the claim is, for sure, between the two."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot.core.errors import Conflict
from bot.core.events import EventBus
from bot.core.matches import MatchService
from bot.core.storage.database import Database
from bot.core.storage.match_store import SqlMatchStore
from tests.bot.conftest import AtOnce, race_lookup
from tests.bot.fake_game import RaceGame
from tests.bot.pace_helpers import ALICE, BOB, race

pytestmark = pytest.mark.postgres


class MovedMeanwhile(RaceGame):
    """The Race whose next reading of a match, once `meanwhile` is set, first lets that
    run to the end in a thread of its own (another process with its own connection)."""

    meanwhile = None

    def resume(self, *args, **kwargs):
        if self.meanwhile is not None:
            elsewhere, self.meanwhile = threading.Thread(target=self.meanwhile), None
            elsewhere.start()
            elsewhere.join()
        return super().resume(*args, **kwargs)


RACE = MovedMeanwhile()


async def alice_moves(database_url: str, clock, match_id: int) -> None:
    """Alice's move, stored by another process (its own connection, no clocks of its own)."""
    database = await Database.open(database_url)
    try:
        other = MatchService(
            SqlMatchStore(database), EventBus(AtOnce()), clock, game_lookup=race_lookup
        )
        await other.play(match_id, ALICE, "+1")
    finally:
        await database.close()


@pytest.fixture
def matches(database, events, clock):
    """Reads every state afresh (no cache), so the claim's check of the clock reads it."""
    return MatchService(
        SqlMatchStore(database), events, clock, game_lookup=lambda _: RACE, cached_states=0
    )


async def test_a_claim_is_refused_when_a_move_landed_after_it_read_the_clock(
    pace, matches, clock, database_url
):
    match = await race(matches)
    clock.advance(days=4)

    RACE.meanwhile = lambda: asyncio.run(alice_moves(database_url, clock, match.id))
    with pytest.raises(Conflict) as refused:
        await pace.clocks.claim_win(match.id, BOB, match.channel_id)
    assert refused.value.message.id == "match-moved-meanwhile"
    assert (await matches.get(match.id)).is_ongoing
