"""A burst of moves once failed, a few times in ten thousand, with `sqlite3.InterfaceError:
bad parameter or other API misuse` in `TimerStore.put_all`'s `executemany`.

The cause, in Python's `sqlite3`: statements are cached per connection and shared by
the cursors that run the same SQL one after another. A cursor that has finished its
statement without being closed (an `executemany`, a fully read SELECT) still holds
it, and when that cursor is finally freed it resets the statement and marks it unused,
whoever is running it by then. If another cursor is in the middle of the same SQL, its
own reset after the step is skipped, and binding its next row is the API misuse.

aiosqlite runs a connection's statements on one thread, but its cursors are freed
wherever their last reference goes: SimCord's event loop keeps the futures that carry
them in reference cycles, so the cyclic collector frees them at any moment, on
whatever thread it happens to run. This test makes that moment deterministic: it keeps
every cursor the store leaves alive, and releases them on another thread exactly
while the connection runs the same statement again.
"""

from __future__ import annotations

import gc
import sqlite3
import threading
from datetime import UTC, datetime, timedelta

from bot.core.storage.database import Database
from bot.core.storage.timer_store import TimerStore

NOW = datetime(2026, 1, 1, tzinfo=UTC)
DUES = {"reminder": NOW + timedelta(hours=1), "timeout": NOW + timedelta(hours=2)}


class ReleasingWhenBound(int):
    """A server id that, when SQLite binds it, first drops the given references on a
    thread of its own (as the cyclic collector would, elsewhere) and waits for that."""

    def __new__(cls, value: int, held: list[object]) -> ReleasingWhenBound:
        made = super().__new__(cls, value)
        made.held = held
        return made

    def __conform__(self, _protocol: object) -> int:
        releaser = threading.Thread(target=self.held.clear)
        releaser.start()
        releaser.join()
        return int(self)


def live_cursors() -> list[sqlite3.Cursor]:
    return [thing for thing in gc.get_objects() if isinstance(thing, sqlite3.Cursor)]


async def test_a_cursor_freed_elsewhere_does_not_disturb_the_same_statement(tmp_path):
    database = await Database.open(tmp_path / "burst.sqlite3")
    timers = TimerStore(database)
    try:
        async with database.transaction():  # one writer, as in a burst of moves
            await timers.put_all("1", DUES, guild_id=7)
            left_over = live_cursors()
            await timers.put_all("2", DUES, guild_id=ReleasingWhenBound(7, left_over))
        assert left_over == []  # they were released, while the second statement ran
        stored = [await timers.get(kind, key) for kind in DUES for key in ("1", "2")]
        assert all(timer is not None for timer in stored)
    finally:
        await database.close()
