"""The keeper tells the player now to move, but not one whose premove has already
answered: on Draughtnauts (premoves need a real game), at the keeper's level."""

from __future__ import annotations

import pytest

from bot.core.matches import MatchService
from bot.core.places import MatchPlace
from bot.core.storage.match_store import SqlMatchStore
from bot.notifications.notices import YourMove
from tests.bot.pace_helpers import ALICE, BOB, GUILD

pytestmark = pytest.mark.postgres


@pytest.fixture
def matches(database, events, clock):
    """The match service with the real games (the keeper's other tests use the Race)."""
    return MatchService(SqlMatchStore(database), events, clock)


async def test_a_player_whose_premove_answered_is_not_told_it_is_their_move(pace, matches, courier):
    await pace.notifications.set_notify(ALICE, on=True)
    await pace.notifications.set_notify(BOB, on=True)
    match = await matches.create_match(
        GUILD, 10, "draughtnauts", {}, 0, {"dark": ALICE, "light": BOB}
    )
    await pace.premoves.add(match, BOB, "11-15 22-18")
    made = await matches.play(match.id, ALICE, "11-15")
    assert made.answer is not None
    told = [notice for _, notices in courier.direct for notice in notices]
    your_moves = [notice for notice in told if isinstance(notice, YourMove)]
    assert your_moves == [YourMove(MatchPlace.of(match), ALICE, BOB, "22-18")]
