"""Each refusal and decision of MatchService as the member meets it: the message it
names (what every language words), the events it publishes, and what a takeback keeps."""

from __future__ import annotations

import pytest

from bot.core.errors import Conflict, NotFound, NotPermitted
from bot.core.events import DrawOffered, MatchEnded, MatchStarted, MoveMade
from bot.core.quoting import excerpt
from bot.core.records import EndHow, Match
from games import State
from i18n import Message
from tests.bot.core.test_match_service import ALICE, BOB, CAROL, SEATS, recorder, start

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
        "match-no-such-seat",
        seat=excerpt(winner, 20),
        seats=(match.seat_name("first"), match.seat_name("second")),
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


async def test_a_missing_match_is_named_by_its_id(matches):
    with pytest.raises(NotFound) as refused:
        await matches.get(4242)
    assert refused.value.message == Message("match-not-found", match="4242")


async def test_a_channel_without_an_ongoing_match_says_so(matches):
    with pytest.raises(NotFound) as refused:
        await matches.in_channel(999)
    assert refused.value.message == Message("match-none-here")


class Participant:
    """A participant that only notes the ends it is told of, inside their transaction."""

    def __init__(self) -> None:
        self.ended: list[MatchEnded] = []

    async def match_started(self, event: MatchStarted) -> None:
        pass

    async def move_made(self, event: MoveMade) -> None:
        pass

    async def match_ended(self, event: MatchEnded) -> None:
        self.ended.append(event)

    async def move_taken_back(self, match: Match, state: State) -> None:
        pass


async def test_participants_hear_every_end_with_the_match_as_ended(matches):
    participant = Participant()
    matches.add_participant(participant)
    by_rules = await start(matches, channel_id=1, target=2)
    finished = (await matches.play(by_rules.id, ALICE, "2")).match
    resigned = await matches.resign((await start(matches, channel_id=2)).id, BOB)
    assert [(event.match, event.outcome) for event in participant.ended] == [
        (finished, finished.result),
        (resigned, resigned.result),
    ]


async def test_a_new_match_is_stored_with_its_origin_time_control_and_position(matches):
    match = await matches.create_match(10, 7, "race", {}, 7, SEATS, time_control="3d+2d")
    stored = await matches.get(match.id)
    assert (stored.origin, stored.time_control) == ("challenge", "3d+2d")
    assert stored.position == matches.state(stored).snapshot() != ""


async def test_a_second_match_in_a_channel_is_refused_as_busy(matches):
    await start(matches, channel_id=8)
    with pytest.raises(Conflict) as refused:
        await start(matches, channel_id=8)
    assert refused.value.message == Message("match-channel-busy")
