"""Rematches: swapped seats (the card game: the loser starts) and the same clock."""

from __future__ import annotations

import asyncio
import random

import pytest

import games
from bot.clocks.model import TimeControl
from bot.core.errors import Conflict, NotPermitted
from bot.core.records import EndHow, Match, MatchResult, MatchStatus
from bot.play.rematches import rematch_terms
from tests.bot.pace_helpers import ALICE, BOB, GUILD, configure, race

pytestmark = pytest.mark.postgres


async def test_a_rematch_swaps_the_seats_and_keeps_options_and_time_control(pace, matches):
    """The old match was played at 10m; the server's default is 5d by the time of the
    rematch, and the rematch still gets 10m."""
    old = await matches.create_match(
        GUILD, 10, "race", {"target": 3}, 0, {"first": ALICE, "second": BOB}, time_control="10m"
    )
    await configure(pace, default_control=TimeControl.parse("5d"))
    await matches.resign(old.id, BOB)
    await pace.rematches.offer(old.id, BOB)
    with pytest.raises(NotPermitted, match="other player"):
        await pace.rematches.accept(old.id, BOB, old.channel_id)
    claimed = await pace.rematches.accept(old.id, ALICE, old.channel_id)
    new = await pace.rematches.start(claimed, old.channel_id)
    assert new.seats == {"first": BOB, "second": ALICE}
    assert new.options == {"target": 3}
    assert str((await pace.clocks.clock(new)).control) == "10m"
    with pytest.raises(Conflict):
        await pace.rematches.offer(new.id, ALICE)


def finished_cards(winner, seed=5, options=None):
    return Match(
        id=1,
        guild_id=GUILD,
        channel_id=10,
        game_id="domination-cards",
        options=options or {},
        seed=seed,
        seats={"H": ALICE, "V": BOB},
        status=MatchStatus.FINISHED,
        origin="challenge",
        position="",
        moves=(),
        version=3,
        created_at=None,
        updated_at=None,
        result=MatchResult(winner, EndHow.RULES, "whatever"),
    )


def test_in_the_card_game_the_seats_stay_and_the_loser_starts():
    cards = games.get("domination-cards")
    seats, options = rematch_terms(cards, finished_cards("H"))
    assert seats == {"H": ALICE, "V": BOB}
    assert options["first"] == "V"
    assert rematch_terms(cards, finished_cards("V"))[1]["first"] == "H"


def test_after_a_drawn_card_game_the_other_player_starts():
    cards = games.get("domination-cards")
    for seed in random.Random(0).sample(range(1000), 6):
        started = cards.new(cards.options({}), seed).to_move
        assert rematch_terms(cards, finished_cards(None, seed))[1]["first"] != started


async def test_the_offer_is_used_up_only_with_its_match(pace, matches):
    """A rematch that cannot start (its channel has a match again) leaves the offer
    standing; of two acceptances racing, exactly one starts a match."""
    old = await race(matches, target=3)
    await matches.resign(old.id, BOB)
    await pace.rematches.offer(old.id, BOB)
    blocker = await race(matches, channel=old.channel_id)
    claimed = await pace.rematches.accept(old.id, ALICE, old.channel_id)
    with pytest.raises(Conflict, match="already being played"):
        await pace.rematches.start(claimed, old.channel_id)
    await matches.abort(blocker.id, ALICE)
    results = await asyncio.gather(
        pace.rematches.start(claimed, 20), pace.rematches.start(claimed, 21), return_exceptions=True
    )
    assert sorted(type(result).__name__ for result in results) == ["Conflict", "Match"]
