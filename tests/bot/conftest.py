"""Fixtures for the bot's service and store tests: a fresh database per test, a clock
the test moves by hand, and services wired to the fake Race game (the asynchronous-play
services too, posting to a courier that records)."""

from __future__ import annotations

import random
from collections.abc import Coroutine
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from bot.challenges.service import ChallengeService
from bot.challenges.storage.challenge_store import SqlChallengeStore
from bot.core.background import BackgroundTasks
from bot.core.events import EventBus
from bot.core.matches import MatchService
from bot.core.scheduler import Scheduler
from bot.core.storage.database import Database
from bot.core.storage.guild_settings_store import SqlSettingsStore
from bot.core.storage.match_store import SqlMatchStore
from bot.core.storage.timer_store import TimerStore
from bot.services import Services
from tests.bot.fake_game import RACE, name_the_seats
from tests.bot.pace_helpers import RecordingCourier, RecordingHost


class ManualClock:
    """A clock that only moves when the test says so."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture(autouse=True)
def race_seats_named():
    name_the_seats()


def race_lookup(game_id: str):
    assert game_id == "race"
    return RACE


@pytest.fixture
async def database(database_url):
    db = await Database.open(database_url)
    yield db
    await db.close()


@pytest.fixture
def count_writes(database, monkeypatch):
    """`count_writes()` starts counting the write transactions the database opens: the
    list it returns gets an entry for each one from then on."""

    def start() -> list[int]:
        opened: list[int] = []
        transaction = database.transaction

        def counted(scope=None):
            opened.append(1)
            return transaction(scope)

        monkeypatch.setattr(database, "transaction", counted)
        return opened

    return start


@pytest.fixture
def clock():
    return ManualClock()


@pytest.fixture
async def tasks():
    background = BackgroundTasks()
    yield background
    await background.close()


class AtOnce:
    """Runs event handlers inside `publish`, so a service test sees every subscriber's
    effect as soon as the use case returns. The bot runs them in the background
    (`BackgroundTasks`; tests/bot/core/test_events.py and the e2e tests cover that)."""

    async def run(self, key: object, work: Coroutine[Any, Any, None]) -> None:
        del key
        await work


@pytest.fixture
def events():
    return EventBus(AtOnce())


@pytest.fixture
def scheduler(database, clock):
    """The bot's one timer loop, never started: tests fire what is due with
    `fire_due()` after moving the clock."""
    return Scheduler(TimerStore(database), clock)


@pytest.fixture
def matches(database, events, clock):
    return MatchService(SqlMatchStore(database), events, clock, game_lookup=race_lookup)


@pytest.fixture
def challenges(database, matches, clock, scheduler):
    return ChallengeService(
        SqlChallengeStore(database),
        SqlSettingsStore(database),
        matches,
        clock,
        random.Random(1),
        scheduler=scheduler,
        game_lookup=race_lookup,
    )


@pytest.fixture
def courier():
    return RecordingCourier()


def assemble_pace(database, tasks, events, matches, scheduler, courier, clock):  # noqa: PLR0917
    """Every feature's services over a test's own core pieces (`Services.assemble`,
    the bot's composition root), talking to recording fakes instead of Discord."""
    return Services.assemble(
        database=database,
        tasks=tasks,
        events=events,
        clock=clock,
        rng=random.Random(3),
        scheduler=scheduler,
        matches=matches,
        courier=courier,
        host=RecordingHost(),
        game_lookup=race_lookup,
    )


@pytest.fixture
def pace(database, tasks, events, matches, scheduler, courier, clock):  # noqa: PLR0917 (fixtures)
    return assemble_pace(database, tasks, events, matches, scheduler, courier, clock)
