"""The computer service over the real games and a one-worker pool, through the bot's
composition root: its turn as a timer, resignation of a lost position at `hard` only,
a search dropped when its match ends, and which of its matches are rated."""

from __future__ import annotations

import asyncio
import random

import pytest

import ai
import games
from ai.assessment import chance
from bot.computer.service import MOVE
from bot.core.records import EndHow
from tests.bot.computer.conftest import ALICE, COMPUTER, finish_turn
from tests.bot.pace_helpers import GUILD

pytestmark = pytest.mark.postgres

CHANNEL = 5


async def start(services, level: str, *, seat: str = "dark", game_id: str = "draughtnauts"):
    computer = services.computer
    planned = await computer.plan(GUILD, ALICE, game_id, level, seat, {})
    match = await computer.start(planned, CHANNEL)
    await computer.begin(match)
    return match


async def test_the_computer_answers_a_move_and_clears_its_turn(bot):
    services, voice = bot
    match = await start(services, "easy")
    await services.matches.play(match.id, ALICE, "11-15")
    await finish_turn(services)
    assert len(voice.moves) == 1
    assert await services.scheduler._timers.get(MOVE, str(match.id)) is None
    after = await services.matches.get(match.id)
    assert after.moves[-1] == voice.moves[0]


@pytest.mark.parametrize(("level", "resigns"), [("hard", True), ("medium", False)])
async def test_only_hard_resigns_a_lost_position(bot, level, resigns):
    services, voice = bot
    match = await start(services, level)
    game = games.get("draughtnauts")
    state = game.start(seed=match.seed)
    rng = random.Random(1)
    while chance(state, "light") >= 0.02:
        seat = state.to_move
        move = ai.choose(state, "medium" if seat == "dark" else ai.RANDOM, rng)
        user = ALICE if seat == "dark" else COMPUTER
        made = await services.matches.play(match.id, user, str(move))
        state = made.state
        assert not state.is_over
    if state.to_move == "dark":
        state = (await services.matches.play(match.id, ALICE, str(state.legal_moves()[0]))).state
    await finish_turn(services)
    ended = await services.matches.get(match.id)
    assert (voice.resigned == [match.id]) is resigns
    assert (ended.result is not None and ended.result.how is EndHow.RESIGNATION) is resigns


async def test_a_search_whose_match_ends_is_dropped(bot):
    services, voice = bot
    match = await start(services, "hard")
    await services.matches.play(match.id, ALICE, "11-15")
    await services.scheduler.fire_due()
    [thinking] = services.computer._turns.values()
    # Until its search is under way; the service has no event for that moment.
    while match.id not in services.computer._tickets:  # noqa: ASYNC110
        await asyncio.sleep(0)
    await services.matches.resign(match.id, ALICE)
    await asyncio.gather(thinking, return_exceptions=True)
    assert thinking.cancelled()
    assert voice.moves == []
    assert len((await services.matches.get(match.id)).moves) == 1
    assert await services.scheduler._timers.get(MOVE, str(match.id)) is None


async def test_start_up_finds_the_turn_a_crash_lost(bot):
    services, voice = bot
    match = await start(services, "easy")
    await services.matches.play(match.id, ALICE, "11-15")
    await services.scheduler.cancel(MOVE, str(match.id))  # as if the bot died right here
    await services.computer.resume()
    await finish_turn(services)
    assert len(voice.moves) == 1
