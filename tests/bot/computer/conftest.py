"""The computer's tests: the bot's services over a test database, with a real pool of
one worker, the computer seated as `COMPUTER` and telling a recording voice."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

import pytest

from bot.computer.pool import ThinkingPool
from bot.core.events import MoveMade
from bot.core.matches import MatchService
from bot.core.records import Match
from bot.core.storage.match_store import SqlMatchStore
from bot.services import Services
from tests.bot.pace_helpers import RecordingCourier, RecordingHost

ALICE, COMPUTER = 101, 999


@dataclass
class RecordingVoice:
    moves: list[str] = field(default_factory=list)
    resigned: list[int] = field(default_factory=list)
    draws: list[bool] = field(default_factory=list)
    while_posting: Callable[[], Awaitable[object]] | None = None
    """What happens while a board is being posted (the bot's scheduler firing a timer
    meanwhile, as its loop does in the app)."""

    async def moved(self, made: MoveMade) -> None:
        self.moves.append(made.move.notation)
        if self.while_posting is not None:
            await self.while_posting()

    async def resigns(self, match: Match) -> None:
        self.resigned.append(match.id)

    async def answered_draw(self, match: Match, accepted: bool) -> None:
        self.draws.append(accepted)


@pytest.fixture
async def bot(database, tasks, events, clock, scheduler):
    pool = ThinkingPool(workers=1)
    pool.start()
    services = Services.assemble(
        database=database,
        tasks=tasks,
        events=events,
        clock=clock,
        rng=random.Random(3),
        scheduler=scheduler,
        matches=MatchService(SqlMatchStore(database), events, clock),
        courier=RecordingCourier(),
        host=RecordingHost(),
        thinking=pool,
    )
    voice = RecordingVoice()
    services.computer.play_as(COMPUTER, voice)
    yield services, voice
    await pool.close()
    # The turns under way end by themselves (their searches were just stopped) before
    # the `tasks` fixture cancels what is left. Once, in a parallel run under load, the
    # database's close never returned here: one connection, its last statement a
    # COMMIT, was never given back to asyncpg's pool, as when a task is cancelled in
    # the middle of a statement.
    await tasks.drain()


async def finish_turn(services) -> None:
    """Fire the computer's due turn and wait for its background search."""
    await services.scheduler.fire_due()
    for task in list(services.computer._turns.values()):
        await task
