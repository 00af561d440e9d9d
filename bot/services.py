"""The container of everything the cogs use, built once per bot.

Cogs reach the services as `bot.services`; colleagues' extensions build their own
services from `database`, `events`, `clock`, `matches` and `scheduler` in their
`setup(bot)`.

There is one `scheduler` for the whole bot: every feature that waits for a moment
(clocks, challenge expiry, round deadlines) registers its handler on it and stores its
timers through it, so the bot keeps one sleeping task and one timers table whatever
the number of features, and every wait survives a restart the same way. The bot starts
it once every extension has registered its handlers (`bot/app.py`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.challenges.service import ChallengeService
from bot.challenges.store import SqliteChallengeStore
from bot.core.database import Database
from bot.core.events import EventBus
from bot.core.guild_settings import GuildSettingsService
from bot.core.guild_settings_store import SqliteSettingsStore
from bot.core.match_store import SqliteMatchStore
from bot.core.matches import MatchService
from bot.core.scheduler import Scheduler
from bot.core.time_source import TimeSource
from bot.core.timer_store import TimerStore


@dataclass(frozen=True, slots=True)
class Services:
    database: Database
    events: EventBus
    clock: TimeSource
    rng: random.Random
    """The one source of chance for seats and seeds; features take it from here, so a
    bot built with a seeded `rng` is reproducible end to end."""
    scheduler: Scheduler
    matches: MatchService
    challenges: ChallengeService
    guild_settings: GuildSettingsService

    @classmethod
    def build(cls, database: Database, clock: TimeSource, rng: random.Random) -> Services:
        events = EventBus()
        scheduler = Scheduler(TimerStore(database), clock)
        settings_store = SqliteSettingsStore(database)
        matches = MatchService(SqliteMatchStore(database), events, clock)
        challenges = ChallengeService(
            SqliteChallengeStore(database), settings_store, matches, clock, rng, scheduler=scheduler
        )
        return cls(
            database=database,
            events=events,
            clock=clock,
            rng=rng,
            scheduler=scheduler,
            matches=matches,
            challenges=challenges,
            guild_settings=GuildSettingsService(settings_store),
        )
