"""The container of everything the cogs use, built once per bot.

Cogs reach the services as `bot.services`; colleagues' extensions build their own
services from `database`, `events`, `clock` and `matches` in their `setup(bot)`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.service.challenges import ChallengeService
from bot.service.events import EventBus
from bot.service.guild_settings import GuildSettingsService
from bot.service.matches import MatchService
from bot.service.time_source import TimeSource
from bot.store import Database, SqliteChallengeStore, SqliteMatchStore, SqliteSettingsStore


@dataclass(frozen=True, slots=True)
class Services:
    database: Database
    events: EventBus
    clock: TimeSource
    matches: MatchService
    challenges: ChallengeService
    guild_settings: GuildSettingsService

    @classmethod
    def build(cls, database: Database, clock: TimeSource, rng: random.Random) -> Services:
        events = EventBus()
        settings_store = SqliteSettingsStore(database)
        matches = MatchService(SqliteMatchStore(database), events, clock)
        challenges = ChallengeService(
            SqliteChallengeStore(database), settings_store, matches, clock, rng
        )
        return cls(
            database=database,
            events=events,
            clock=clock,
            matches=matches,
            challenges=challenges,
            guild_settings=GuildSettingsService(settings_store),
        )
