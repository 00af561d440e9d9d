"""Two bot processes over one database (PostgreSQL, and SQLite too), as
`SHARD_COUNT=2` runs them: each a full service stack (`Services.build`) with a
connection (a pool, on PostgreSQL) of its own. The same move raced from
both is applied once; a thousand timers falling due while both schedulers run fire once
each; and a process killed in the middle of its moves loses none it acknowledged while
the other goes on serving its servers."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections import Counter
from pathlib import Path

import pytest

from bot.core.errors import ServiceError
from bot.core.shard_ownership import ShardOwnership
from tests.e2e.service_stack import (
    GAME,
    SHARD_COUNT,
    close_stack,
    create_matches,
    guild_of_shard,
    now,
    open_stack,
    play_next,
)
from tests.timer_race import meet

pytestmark = pytest.mark.postgres

ROOT = Path(__file__).resolve().parents[2]
EVERY_SHARD = ShardOwnership(SHARD_COUNT, frozenset(range(SHARD_COUNT)))


def shard(number: int) -> ShardOwnership:
    return ShardOwnership(SHARD_COUNT, frozenset({number}))


@pytest.fixture
async def two_stacks(database_url):
    stacks = [await open_stack(database_url, shard(0)), await open_stack(database_url, shard(1))]
    yield stacks
    for stack in stacks:
        await close_stack(stack)


async def test_the_same_move_raced_from_both_processes_is_applied_once(two_stacks):
    first, second = two_stacks
    match_ids = await create_matches(first, guild_of_shard(0), 20)
    for match_id in match_ids:
        match = await first.matches.get(match_id)
        move = first.matches.state(match).suggest("", 1)[0]
        mover = match.seats[first.matches.state(match).to_move]
        outcomes = await asyncio.gather(
            first.matches.play(match_id, mover, move),
            second.matches.play(match_id, mover, move),
            return_exceptions=True,
        )
        refused = [outcome for outcome in outcomes if isinstance(outcome, ServiceError)]
        assert len(refused) == 1, outcomes
        assert len((await second.matches.get(match_id)).moves) == 1


async def test_a_thousand_timers_due_at_once_fire_once_each_with_both_running(database_url):
    """Both processes believe they own every shard (as when a restarted process
    overlaps the old one): only the claim keeps a timer from firing twice."""
    stacks = [await open_stack(database_url, EVERY_SHARD) for _ in range(2)]
    fired: list[tuple[int, str]] = []
    every_one = asyncio.Event()
    firsts = (asyncio.Event(), asyncio.Event())
    for number, stack in enumerate(stacks):

        async def record(timer, number=number):
            await meet(firsts[number], firsts[1 - number])  # both surely hold claims
            fired.append((number, timer.key))
            if len({key for _, key in fired}) == 1000:
                every_one.set()

        stack.scheduler.on("probe", record)
    due = now()
    for number in range(1000):
        guild_id = guild_of_shard(number % SHARD_COUNT)
        await stacks[0].scheduler.schedule("probe", str(number), due, guild_id=guild_id)
    for stack in stacks:
        stack.scheduler.start()
    try:
        await asyncio.wait_for(every_one.wait(), timeout=120)
    finally:
        for stack in stacks:
            await close_stack(stack)
    assert Counter(key for _, key in fired) == Counter(str(number) for number in range(1000))
    assert {process for process, _ in fired} == {0, 1}, "one process fired everything"


async def test_a_process_killed_mid_moves_loses_no_acknowledged_move(database_url, two_stacks):
    survivor = two_stacks[1]
    theirs = await create_matches(survivor, guild_of_shard(0), 10)
    ours = await create_matches(survivor, guild_of_shard(1), 10)
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.e2e.service_stack",
        database_url,
        "0",
        *[str(match_id) for match_id in theirs],
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
    )
    acknowledged: dict[int, int] = {}
    served_meanwhile = 0
    try:
        while len(acknowledged) < len(theirs) or sum(acknowledged.values()) < 60:
            line = await asyncio.wait_for(child.stdout.readline(), timeout=60)
            assert line, "the other process stopped by itself"
            match_id, ply = map(int, line.split())
            acknowledged[match_id] = ply
            if await play_next(survivor, ours[served_meanwhile % len(ours)]) is not None:
                served_meanwhile += 1
        os.kill(child.pid, signal.SIGKILL)
    finally:
        if child.returncode is None:
            child.kill()
        await child.wait()
    assert child.returncode == -signal.SIGKILL
    for match_id, ply in acknowledged.items():
        assert len((await survivor.matches.get(match_id)).moves) >= ply
    served_after = [await play_next(survivor, match_id) for match_id in ours]
    assert served_meanwhile > 0
    assert None not in served_after, "the survivor could not play its own matches"


async def first_move(stack, match_id: int) -> tuple[int, str]:
    """The player to move in `match_id` and the first move offered to them."""
    match = await stack.matches.get(match_id)
    state = stack.matches.state(match)
    return match.seats[state.to_move], state.suggest("", 1)[0]


async def clock_agrees(stack, match_id: int) -> bool:
    """Whether the match's clock stands where the match does (same ply while it goes
    on): what a lost update between a move and its clock would break."""
    match = await stack.matches.get(match_id)
    clock = await stack.clocks.clock(match)
    return not match.is_ongoing or clock.ply == len(match.moves)


async def test_a_resignation_raced_against_a_move_from_the_other_process(two_stacks):
    first, second = two_stacks
    for match_id in await create_matches(first, guild_of_shard(0), 20):
        mover, move = await first_move(first, match_id)
        other = next(
            seat for seat in (await first.matches.get(match_id)).seats.values() if seat != mover
        )
        outcomes = await asyncio.gather(
            first.matches.resign(match_id, other),
            second.matches.play(match_id, mover, move),
            return_exceptions=True,
        )
        assert not [
            o for o in outcomes if isinstance(o, Exception) and not isinstance(o, ServiceError)
        ]
        resigned, moved = (not isinstance(outcome, BaseException) for outcome in outcomes)
        assert resigned or moved
        match = await second.matches.get(match_id)
        assert match.is_ongoing == (not resigned)  # a refused one lost to the other's write
        assert len(match.moves) == int(moved)
        assert await clock_agrees(second, match_id)


async def test_a_takeback_raced_against_the_next_move_from_the_other_process(two_stacks):
    first, second = two_stacks
    for match_id in await create_matches(first, guild_of_shard(0), 20):
        mover, move = await first_move(first, match_id)
        await first.matches.play(match_id, mover, move)
        replier, reply = await first_move(first, match_id)
        outcomes = await asyncio.gather(
            first.matches.take_back_last_move(match_id, 1),
            second.matches.play(match_id, replier, reply),
            return_exceptions=True,
        )
        applied = [o for o in outcomes if not isinstance(o, BaseException)]
        assert len(applied) == 1, outcomes  # never both: the takeback was about move 1 alone
        assert all(isinstance(o, ServiceError) for o in outcomes if isinstance(o, BaseException))
        match = await second.matches.get(match_id)
        assert len(match.moves) == (0 if applied[0] is outcomes[0] else 2)
        assert await clock_agrees(second, match_id)


async def test_an_open_challenge_accepted_from_both_processes_makes_one_match(two_stacks):
    first, second = two_stacks
    guild_id = guild_of_shard(0)
    for number in range(20):
        channel_id = guild_id + 100 + number
        challenge = await first.challenges.issue(
            guild_id=guild_id,
            channel_id=channel_id,
            challenger_id=601 + 10 * number,
            challenged_id=None,
            game_id=GAME,
            options={},
            seat=None,
        )
        outcomes = await asyncio.gather(
            first.challenges.start_match(challenge, 602 + 10 * number, channel_id),
            second.challenges.start_match(challenge, 603 + 10 * number, channel_id),
            return_exceptions=True,
        )
        made = [o for o in outcomes if not isinstance(o, BaseException)]
        assert len(made) == 1, outcomes
        assert all(isinstance(o, ServiceError) for o in outcomes if isinstance(o, BaseException))
        assert (await second.challenges.get(challenge.id)).status.value == "accepted"
        assert (await second.matches.in_channel(channel_id)).id == made[0].id
