"""Takebacks: only the mover's own last move, only with the opponent's yes."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.core.errors import Conflict, NotFound, NotPermitted
from bot.core.scheduler import Scheduler
from tests.bot.pace_helpers import ALICE, BOB, race


async def test_an_accepted_takeback_removes_the_last_move_and_gives_the_turn_back(
    pace, matches, clock
):
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    clock.advance(hours=3)
    await matches.play(match.id, BOB, "+2")
    await pace.takebacks.request(match.id, BOB)
    after = await pace.takebacks.answer(match.id, ALICE, match.channel_id, accept=True)
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
    after = await pace.takebacks.answer(match.id, BOB, match.channel_id, accept=False)
    assert after.moves == ("+1",)
    with pytest.raises(NotFound):
        await pace.takebacks.answer(match.id, BOB, match.channel_id, accept=True)


async def test_only_your_own_last_move_and_only_the_opponent_answers(pace, matches):
    match = await race(matches)
    with pytest.raises(NotPermitted, match="your own move"):
        await pace.takebacks.request(match.id, ALICE)
    await matches.play(match.id, ALICE, "+1")
    with pytest.raises(NotPermitted, match="your own move"):
        await pace.takebacks.request(match.id, BOB)
    await pace.takebacks.request(match.id, ALICE)
    with pytest.raises(NotPermitted, match="Only the opponent"):
        await pace.takebacks.answer(match.id, ALICE, match.channel_id, accept=True)


async def test_a_request_lapses_once_another_move_is_played(pace, matches):
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    await pace.takebacks.request(match.id, ALICE)
    await matches.play(match.id, BOB, "+1")
    with pytest.raises(Conflict, match="lapsed"):
        await pace.takebacks.answer(match.id, BOB, match.channel_id, accept=True)
    assert (await matches.get(match.id)).moves == ("+1", "+1")


async def test_a_takeback_that_fails_half_way_leaves_the_move_and_the_request(
    pace, matches, monkeypatch
):
    """The request is settled in the takeback's own transaction: a failure inside it
    (here the clock's timers) undoes both, and the opponent can simply answer again."""
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    await pace.takebacks.request(match.id, ALICE)

    async def locked(*_args, **_kwargs):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(Scheduler, "plan", locked)
    with pytest.raises(sqlite3.OperationalError):
        await pace.takebacks.answer(match.id, BOB, match.channel_id, accept=True)
    monkeypatch.undo()
    assert (await matches.get(match.id)).moves == ("+1",)
    after = await pace.takebacks.answer(match.id, BOB, match.channel_id, accept=True)
    assert after.moves == ()


async def test_answers_and_claims_count_only_in_the_matchs_own_channel(pace, matches, clock):
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    await pace.takebacks.request(match.id, ALICE)
    with pytest.raises(NotFound, match="not played here"):
        await pace.takebacks.answer(match.id, BOB, 999, accept=True)
    clock.advance(days=4)
    with pytest.raises(NotFound, match="not played here"):
        await pace.clocks.claim_win(match.id, ALICE, 999)
    await matches.resign(match.id, BOB)
    await pace.rematches.offer(match.id, BOB)
    with pytest.raises(NotFound, match="not played here"):
        await pace.rematches.accept(match.id, ALICE, 999)


async def test_two_answers_at_once_remove_one_move_and_the_second_is_told_plainly(pace, matches):
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    await matches.play(match.id, BOB, "+2")
    await pace.takebacks.request(match.id, BOB)
    answers = await asyncio.gather(
        pace.takebacks.answer(match.id, ALICE, match.channel_id, accept=True),
        pace.takebacks.answer(match.id, ALICE, match.channel_id, accept=True),
        return_exceptions=True,
    )
    [refusal] = [answer for answer in answers if isinstance(answer, Exception)]
    assert isinstance(refusal, Conflict)
    assert "already answered" in refusal.reason
    assert (await matches.get(match.id)).moves == ("+1",)
