"""Per-server pace settings: the default time control, the reminder shares, whether
time running out loses at once, and the vacation allowance."""

from __future__ import annotations

from dataclasses import dataclass

from bot.clocks.model import TimeControl
from bot.core.storage.columns import from_json, to_json
from bot.core.storage.database import Database, ReadCache, Scope

DEFAULT_CONTROL = TimeControl.parse("3d")


@dataclass(frozen=True, slots=True)
class PaceSettings:
    guild_id: int
    default_control: TimeControl = DEFAULT_CONTROL
    reminder_shares: tuple[float, ...] = (0.5, 0.9)
    automatic_timeout: bool = False
    vacation_days_per_month: int = 14


class PaceSettingsStore:
    """Read on every move (its timers' shares), written by moderators now and then:
    kept in a `ReadCache`."""

    def __init__(self, database: Database) -> None:
        self._db = database
        self._cache: ReadCache[int, PaceSettings] = ReadCache(10_000)

    async def get(self, guild_id: int) -> PaceSettings:
        return await self._cache.get(guild_id, self._read)

    def forget_server(self, guild_id: int) -> None:
        """The server's rows were purged (bot/privacy): its cached settings go too."""
        self._cache.drop(lambda key: key == guild_id)

    async def _read(self, guild_id: int) -> PaceSettings:
        row = await self._db.fetch_one(
            "SELECT * FROM pace_guild_settings WHERE guild_id = ?", (guild_id,)
        )
        if row is None:
            return PaceSettings(guild_id)
        return PaceSettings(
            guild_id=guild_id,
            default_control=TimeControl.parse(row["default_control"]),
            reminder_shares=tuple(from_json(row["reminder_shares"])),
            automatic_timeout=bool(row["automatic_timeout"]),
            vacation_days_per_month=row["vacation_days_per_month"],
        )

    async def put(self, settings: PaceSettings) -> None:
        async with (
            self._cache.changing(settings.guild_id),
            self._db.transaction(Scope.server(settings.guild_id)) as conn,
        ):
            await conn.execute(
                "INSERT INTO pace_guild_settings (guild_id, default_control,"
                " reminder_shares, automatic_timeout, vacation_days_per_month)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
                " default_control = excluded.default_control,"
                " reminder_shares = excluded.reminder_shares,"
                " automatic_timeout = excluded.automatic_timeout,"
                " vacation_days_per_month = excluded.vacation_days_per_month",
                (
                    settings.guild_id,
                    str(settings.default_control),
                    to_json(list(settings.reminder_shares)),
                    int(settings.automatic_timeout),
                    settings.vacation_days_per_month,
                ),
            )
