"""A member's direct-message choices, and the messages quiet hours are holding back."""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from datetime import time
from typing import Any
from zoneinfo import ZoneInfo

from bot.core.storage.database import Connection, Database, ReadCache, Scope
from bot.notifications.local_time import QuietHours

UTC_ZONE = ZoneInfo("UTC")


@dataclass(frozen=True, slots=True)
class MemberPrefs:
    """`notify`: direct messages about their matches at all; `digest`: one message a
    day at `digest_at` (local) listing the matches waiting for them."""

    user_id: int
    notify: bool = False
    digest: bool = False
    zone: ZoneInfo = UTC_ZONE
    quiet: QuietHours | None = None
    digest_at: time = time(9)


TABLE = "pace_members"


class MemberPrefsStore:
    """Read for every notice (each move tells the next player), written when a member
    changes a choice: kept in a `ReadCache`. A member may change their choices from any
    server, so with several bot processes over one database (shards) another process may
    write them: every write is announced in its transaction (`Database.announce`; an
    erasure too, bot/privacy), and each process drops its copy when it hears of it
    (`Database.listen`). While a process does not hear (its listening connection lost,
    until it listens again) it drops every copy and reads afresh for each notice.

    One window remains: a notice computed in another process between the commit of a
    change and the announcement's arrival there (a few milliseconds) uses the choices
    from before the change, as it would have a moment earlier. Likewise for the moment
    between the loss of the listening connection and the process seeing it closed."""

    def __init__(self, database: Database) -> None:
        self._db = database
        self._hearing = database.listen(TABLE, self._changed, self._deaf)
        self._cache: ReadCache[int, MemberPrefs] = ReadCache(100_000, lambda: self._hearing.hearing)

    @property
    def hearing(self) -> bool:
        """Whether every change of any process reaches this store now (so its memory
        is used)."""
        return self._hearing.hearing

    def _changed(self, user_id: int) -> None:
        self._cache.forget(user_id)

    def _deaf(self) -> None:
        self._cache.drop(lambda _: True)

    def transaction(self, scope: Scope | None = None) -> AbstractAsyncContextManager[Connection]:
        """A notice's timer taken and the next one planned, committed together."""
        return self._db.transaction(scope)

    async def get(self, user_id: int) -> MemberPrefs:
        return await self._cache.get(user_id, self._read)

    def forget_member(self, user_id: int, guild_id: int | None) -> None:
        """The member's rows were erased (bot/privacy): their cached choices go too
        (other processes hear of it from the erasure's announcement)."""
        if guild_id is None:  # a member's choices belong to no server
            self._changed(user_id)

    def forget_everyone(self) -> None:
        self._deaf()

    async def _read(self, user_id: int) -> MemberPrefs:
        row = await self._db.fetch_one("SELECT * FROM pace_members WHERE user_id = ?", (user_id,))
        return MemberPrefs(user_id) if row is None else _prefs(row)

    async def put(self, prefs: MemberPrefs) -> None:
        quiet = prefs.quiet
        async with (
            self._cache.changing(prefs.user_id),
            self._db.transaction(Scope.member(prefs.user_id)) as conn,
        ):
            await conn.execute(
                "INSERT INTO pace_members (user_id, notify, digest, time_zone,"
                " quiet_start, quiet_end, digest_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify,"
                " digest = excluded.digest, time_zone = excluded.time_zone,"
                " quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,"
                " digest_at = excluded.digest_at",
                (
                    prefs.user_id,
                    int(prefs.notify),
                    int(prefs.digest),
                    prefs.zone.key,
                    None if quiet is None else quiet.start.isoformat("minutes"),
                    None if quiet is None else quiet.end.isoformat("minutes"),
                    prefs.digest_at.isoformat("minutes"),
                ),
            )
            await self._db.announce(TABLE, prefs.user_id)

    async def hold(self, user_id: int, notice: str) -> None:
        """Keep an encoded notice (`notices.encode`) for later."""
        async with self._db.transaction(Scope.member(user_id)) as conn:
            await conn.execute(
                "INSERT INTO pace_held_messages (user_id, notice) VALUES (?, ?)",
                (user_id, notice),
            )

    async def take_held(self, user_id: int) -> list[str]:
        """Every held notice of the member, oldest first, removed as they are read."""
        async with (
            self._db.transaction(Scope.member(user_id)) as conn,
            conn.execute(
                "DELETE FROM pace_held_messages WHERE user_id = ? RETURNING id, notice",
                (user_id,),
            ) as cursor,
        ):
            rows = await cursor.fetchall()
        return [row["notice"] for row in sorted(rows, key=lambda row: row["id"])]


def _prefs(row: Any) -> MemberPrefs:
    start, end = row["quiet_start"], row["quiet_end"]
    quiet = (
        None if start is None else QuietHours(time.fromisoformat(start), time.fromisoformat(end))
    )
    return MemberPrefs(
        user_id=row["user_id"],
        notify=bool(row["notify"]),
        digest=bool(row["digest"]),
        zone=ZoneInfo(row["time_zone"]),
        quiet=quiet,
        digest_at=time.fromisoformat(row["digest_at"]),
    )
