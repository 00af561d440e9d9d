"""Storage: the protocols the services use, their SQLite implementation and the
migrations. See bot/README.md for how colleagues add their own tables and stores."""

from bot.store.database import Database
from bot.store.protocols import ChallengeStore, ChannelBusy, MatchStore, SettingsStore, StaleMatch
from bot.store.sqlite_challenges import SqliteChallengeStore
from bot.store.sqlite_matches import SqliteMatchStore
from bot.store.sqlite_settings import SqliteSettingsStore

__all__ = [
    "ChallengeStore",
    "ChannelBusy",
    "Database",
    "MatchStore",
    "SettingsStore",
    "SqliteChallengeStore",
    "SqliteMatchStore",
    "SqliteSettingsStore",
    "StaleMatch",
]
