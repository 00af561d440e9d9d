"""The asynchronous-play services wired as the bot wires them, over the Race game and a
hand-moved clock (the `pace` fixture in conftest.py)."""

from __future__ import annotations

from tests.bot.pace_helpers import ALICE, race


async def test_a_new_match_gets_the_server_default_clock(pace, matches):
    match = await race(matches)
    clock = await pace.clocks.clock(match)
    assert str(clock.control) == "3d"
    assert clock.to_move == "first"


async def test_the_clock_follows_the_moves(pace, matches, clock):
    match = await race(matches)
    clock.advance(hours=5)
    await matches.play(match.id, ALICE, "+1")
    reading = await pace.clocks.clock(match)
    assert reading.to_move == "second"
    assert reading.running_since == clock.now
