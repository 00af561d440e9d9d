"""Each refusal and decision of MatchService as the member meets it: the message it
names (what every language words), the events it publishes, and what a takeback keeps."""

from __future__ import annotations

import pytest

from bot.core.discord.quoting import excerpt
from bot.core.errors import Conflict, NotFound, NotPermitted
from bot.core.events import DrawOffered
from bot.core.records import EndHow
from i18n import Message
from tests.bot.core.test_match_service import ALICE, BOB, CAROL, recorder, start

REASON = Message("match-reason-draw-agreed")


async def test_a_member_without_a_seat_is_told_they_are_watching(matches):
    match = await start(matches)
    with pytest.raises(NotPermitted) as refused:
        await matches.play(match.id, CAROL, "1")
    assert refused.value.message == Message("match-watching")


async def test_a_decision_about_an_earlier_position_is_refused(matches):
    match = await start(matches)
    await matches.play(match.id, ALICE, "1")
    with pytest.raises(Conflict) as refused:
        await matches.end_match(match.id, "first", REASON, at_ply=0)
    assert refused.value.message == Message("match-moved-meanwhile")
    ended = await matches.end_match(match.id, "first", REASON, at_ply=1)
    assert ended.result.winner == "first" and ended.result.how is EndHow.MODERATOR


async def test_a_decision_for_no_seat_quotes_the_name_shortly_and_lists_the_seats(matches):
    match = await start(matches)
    winner = "somebody-with-a-very-long-name"
    with pytest.raises(NotFound) as refused:
        await matches.end_match(match.id, winner, REASON)
    assert refused.value.message == Message(
        "match-no-such-seat", seat=excerpt(winner, 20), seats="first, second"
    )
    assert excerpt(winner, 20) != excerpt(winner, 21)


async def test_a_channel_that_never_had_a_match_has_none_yet(matches):
    with pytest.raises(NotFound) as refused:
        await matches.latest_in_channel(999)
    assert refused.value.message == Message("match-none-yet")


@pytest.mark.parametrize(("first", "second"), [(ALICE, BOB), (BOB, ALICE)])
async def test_either_players_offer_is_agreed_by_the_others(matches, events, first, second):
    offers = recorder(events, DrawOffered)
    match = await start(matches)
    offered = await matches.offer_draw(match.id, first)
    seat = "first" if first == ALICE else "second"
    assert [(event.match.id, event.seat) for event in offers] == [(match.id, seat)]
    assert offered.draw_offer == seat
    agreed = await matches.offer_draw(match.id, second)
    assert agreed.result.how is EndHow.DRAW_AGREED and agreed.result.winner is None
    assert len(offers) == 1


async def test_taking_back_one_move_keeps_the_earlier_ones_and_the_options(matches):
    match = await start(matches, target=9)
    await matches.play(match.id, ALICE, "1")
    await matches.play(match.id, BOB, "2")
    after = await matches.take_back_last_move(match.id, moves_on_record=2)
    assert after.moves == ("+1",)
    state = matches.state(after)
    assert (state.total, state.target, state.to_move) == (1, 9, "second")
