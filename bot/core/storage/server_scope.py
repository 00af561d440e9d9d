"""The lock a write to a server's record takes when the caller knows only the record's
id (a tournament, a league, a team battle): the server it belongs to, read first (a
record never changes server), so records of other servers never wait for it."""

from __future__ import annotations

from bot.core.scope import Scope
from bot.core.storage.database import Database


async def server_scope(database: Database, table: str, row_id: int) -> Scope:
    """The scope of a write to row `row_id` of `table` (one with a `guild_id`): its
    server's, adding nothing inside a caller's transaction (`Scope.alone`); every lock
    for a row that is gone."""
    row = await database.fetch_one(f"SELECT guild_id FROM {table} WHERE id = ?", (row_id,))
    return Scope.server(None if row is None else row[0]).alone()
