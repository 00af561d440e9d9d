"""Takebacks: only the mover's own last move, only with the opponent's yes."""

from __future__ import annotations

import asyncio

import pytest

from bot.core.errors import Conflict, NotFound, NotPermitted
from tests.bot.pace_helpers import ALICE, BOB, race


async def test_an_accepted_takeback_removes_the_last_move_and_gives_the_turn_back(
    pace, matches, clock
):
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    clock.advance(hours=3)
    await matches.play(match.id, BOB, "+2")
    await pace.takebacks.request(match.id, BOB)
    after = await pace.takebacks.answer(match.id, ALICE, accept=True)
    assert after.moves == ("+1",)
    assert after.position == "1/30/1"
    assert matches.state(after).to_move == "second"
    reading = await pace.clocks.clock(after)
    assert (reading.to_move, reading.running_since) == ("second", clock.now)
    await matches.play(match.id, BOB, "+1")
    assert (await matches.get(match.id)).moves == ("+1", "+1")


async def test_a_declined_takeback_changes_nothing(pace, matches):
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    await pace.takebacks.request(match.id, ALICE)
    after = await pace.takebacks.answer(match.id, BOB, accept=False)
    assert after.moves == ("+1",)
    with pytest.raises(NotFound):
        await pace.takebacks.answer(match.id, BOB, accept=True)


async def test_only_your_own_last_move_and_only_the_opponent_answers(pace, matches):
    match = await race(matches)
    with pytest.raises(NotPermitted, match="your own move"):
        await pace.takebacks.request(match.id, ALICE)
    await matches.play(match.id, ALICE, "+1")
    with pytest.raises(NotPermitted, match="your own move"):
        await pace.takebacks.request(match.id, BOB)
    await pace.takebacks.request(match.id, ALICE)
    with pytest.raises(NotPermitted, match="only the opponent"):
        await pace.takebacks.answer(match.id, ALICE, accept=True)


async def test_a_request_lapses_once_another_move_is_played(pace, matches):
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    await pace.takebacks.request(match.id, ALICE)
    await matches.play(match.id, BOB, "+1")
    with pytest.raises(Conflict, match="lapsed"):
        await pace.takebacks.answer(match.id, BOB, accept=True)
    assert (await matches.get(match.id)).moves == ("+1", "+1")


async def test_two_answers_at_once_remove_one_move_and_the_second_is_told_plainly(pace, matches):
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    await matches.play(match.id, BOB, "+2")
    await pace.takebacks.request(match.id, BOB)
    answers = await asyncio.gather(
        pace.takebacks.answer(match.id, ALICE, accept=True),
        pace.takebacks.answer(match.id, ALICE, accept=True),
        return_exceptions=True,
    )
    [refusal] = [answer for answer in answers if isinstance(answer, Exception)]
    assert isinstance(refusal, Conflict)
    assert "already answered" in refusal.reason
    assert (await matches.get(match.id)).moves == ("+1",)
