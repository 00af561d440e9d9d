"""`SqlPrivacyStore`: a member's rows read for their export, forgotten, and a server's
rows purged, every statement built from the declared inventory (`bot/privacy/inventory.py`),
so a table the inventory lists is exported, forgotten and purged by the same rules
on SQLite and PostgreSQL, and a table it does not list fails the schema test instead.

A member's id may sit inside JSON (a match's seats, a held notice, a log entry's
detail): such a column is searched with `LIKE` and each candidate row is read and
rewritten as JSON here, value by value, so a longer id that merely contains the digits
is left alone.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

from bot.core.scope import Scope
from bot.core.storage.columns import to_json
from bot.core.storage.database import Connection, Database, Hearing
from bot.privacy.inventory import TABLES, Column, Forget, Holds, Server, Table

Rows = dict[str, list[dict[str, Any]]]


FORGOTTEN = "members_forgotten"
"""The topic a member forgotten everywhere is announced on (`listen_forgotten`)."""


class SqlPrivacyStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    def listen_forgotten(
        self, heard: Callable[[int], object], deaf: Callable[[], object]
    ) -> Hearing:
        """Hand `heard` every member forgotten everywhere, by any process (each may keep
        something of the member in memory: their vacations and names in its own
        servers), and call `deaf` when one may have gone unheard (`Database.listen`)."""
        return self._db.listen(FORGOTTEN, heard, deaf)

    def transaction(self) -> AbstractAsyncContextManager[Connection]:
        return self._db.transaction()

    # ------------------------------------------------------------------ reading

    async def export(self, user_id: int) -> Rows:
        """Every row of every table that is the member's own (`Table.owners`), with
        the columns the inventory exports, table by table (only tables holding some)."""
        found: Rows = {}
        async with self._db.reading() as conn:
            for table in TABLES:
                if not table.owners:
                    continue
                rows = await _rows_of(conn, table, user_id, None, table.exported)
                if rows:
                    found[table.name] = rows
        return found

    async def holds_anything(self, user_id: int, guild_id: int | None) -> bool:
        """Whether any table holds the member's id (in `guild_id`'s rows only, if given)."""
        async with self._db.reading() as conn:
            for table in _tables_in(guild_id):
                for column in _member_columns(table):
                    if await _rows_of(conn, table, user_id, guild_id, (column,), by=(column,)):
                        return True
        return False

    async def ongoing_matches(self, user_id: int, guild_id: int | None) -> list[int]:
        rows = await self._db.fetch_all(
            "SELECT match_id FROM ongoing_seats WHERE user_id = ?"
            " AND (CAST(? AS BIGINT) IS NULL OR guild_id = ?) ORDER BY match_id",
            (user_id, guild_id, guild_id),
        )
        return [row[0] for row in rows]

    async def tournaments_under_way(
        self, user_id: int, guild_id: int | None
    ) -> list[tuple[int, int]]:
        """(server, tournament) of each tournament taking players or running that the
        member is still entered in."""
        rows = await self._db.fetch_all(
            "SELECT t.guild_id, t.id FROM tournament_entries AS e"
            " JOIN tournaments AS t ON t.id = e.tournament_id"
            " WHERE e.user_id = ? AND e.withdrawn = 0"
            " AND t.status IN ('registration', 'running')"
            " AND (CAST(? AS BIGINT) IS NULL OR t.guild_id = ?) ORDER BY t.id",
            (user_id, guild_id, guild_id),
        )
        return [(row[0], row[1]) for row in rows]

    # ------------------------------------------------------------------ writing

    async def erase(self, user_id: int, pseudonym: int, guild_id: int | None) -> None:
        """Forget the member in every table (only in `guild_id`'s rows, if given), as
        the inventory says: their own rows deleted, their id elsewhere replaced by
        `pseudonym`. In one transaction of its own, locking what it touches (`_touched`):
        looked at again once the locks are held, and begun again with more locks if the
        member was found meanwhile in a server or match not locked (a later lock may
        not be taken after the member's, which comes last in the fixed order)."""
        locked = await self._touched(user_id, guild_id)
        while True:
            async with self._db.transaction(locked) as conn:
                touched = await self._touched(user_id, guild_id)
                if touched.within(locked):
                    await _erase(self._db, conn, user_id, pseudonym, guild_id)
                    if guild_id is None:
                        await self._db.announce(FORGOTTEN, user_id)
                    return
            locked = locked.union(touched)

    async def _touched(self, user_id: int, guild_id: int | None) -> Scope:
        """What erasing the member touches: the member, their ongoing matches (a move
        locks its match alone), and the servers whose rows hold them."""
        async with self._db.reading() as conn:
            servers = {guild_id} if guild_id is not None else await _servers_of(conn, user_id)
        matches = await self.ongoing_matches(user_id, guild_id)
        return Scope(frozenset(servers), frozenset({user_id}), matches=frozenset(matches))

    async def purge(self, guild_id: int) -> None:
        """Delete every row of the server, children before the rows they point at: under
        every lock (a server's purge is rare, and touches every match of it)."""
        async with self._db.transaction() as conn:
            for table in reversed(TABLES):
                if table.server is not None:
                    sql = f"DELETE FROM {table.name} WHERE {of_server(table.server)}"
                    await conn.execute(sql, (guild_id,))


async def _erase(
    database: Database, conn: Connection, user_id: int, pseudonym: int, guild_id: int | None
) -> None:
    """Delete and replace the member's rows; a row keyed by the member alone may be
    kept in memory by any process (their notification choices), so its deletion is
    announced to them (`Database.announce`, on the table's name)."""
    for table in _tables_in(guild_id):
        for column in _member_columns(table):
            if column.forget is Forget.DELETE:
                await _delete(conn, table, column, user_id, guild_id)
                if table.key == (column.name,):
                    await database.announce(table.name, user_id)
        for column in _member_columns(table):
            if column.forget is Forget.PSEUDONYM:
                await _replace(conn, table, column, user_id, pseudonym, guild_id)


async def _servers_of(conn: Connection, user_id: int) -> set[int]:
    """The servers whose rows hold the member (a JSON column's candidates included:
    a lock too many is harmless)."""
    found: set[int] = set()
    for table in TABLES:
        columns = _member_columns(table)
        if table.server is None or not columns:
            continue
        where, parameters = _where(table, columns, user_id, None)
        rows = await conn.execute_fetchall(
            f"SELECT DISTINCT {_server_of_row(table)} FROM {table.name} WHERE {where}",
            parameters,
        )
        found.update(row[0] for row in rows if row[0] is not None)
    return found


def _server_of_row(table: Table) -> str:
    """The expression giving a row's server (see `of_server`)."""
    server = table.server
    assert server is not None, table.name
    if server.through is None:
        return server.column
    return f"(SELECT guild_id FROM {server.through} WHERE id = {table.name}.{server.column})"


def of_server(server: Server) -> str:
    """The condition (one `?`: the server's id) that picks the rows of a server."""
    if server.through is None:
        return f"{server.column} = ?"
    return f"{server.column} IN (SELECT id FROM {server.through} WHERE guild_id = ?)"


def _tables_in(guild_id: int | None) -> tuple[Table, ...]:
    """The tables a forgetting touches: all, or a server's (a moderator's `/mod forget`
    reaches no member's own choices, which belong to no server)."""
    return tuple(t for t in TABLES if guild_id is None or t.server is not None)


def _member_columns(table: Table) -> tuple[Column, ...]:
    return tuple(column for column in table.columns if column.member_id)


def _found_by(column: Column, user_id: int) -> tuple[str, object]:
    """The condition finding the member in `column`, and its parameter (a JSON column's
    candidates, which `_holds` then checks)."""
    if column.holds is Holds.MEMBER_IDS_JSON:
        return f"{column.name} LIKE ?", f"%{user_id}%"
    if column.holds is Holds.MEMBER_ID_TEXT:
        return f"{column.name} = ?", str(user_id)
    return f"{column.name} = ?", user_id


def _where(
    table: Table, columns: Sequence[Column], user_id: int, guild_id: int | None
) -> tuple[str, list[object]]:
    """The condition finding the member in any of `columns` (in `guild_id`'s rows only,
    if given: `_tables_in` hands over only tables that belong to servers then)."""
    found = [_found_by(column, user_id) for column in columns]
    sql = " OR ".join(condition for condition, _ in found)
    parameters: list[object] = [parameter for _, parameter in found]
    if guild_id is not None:
        assert table.server is not None, table.name
        sql = f"({sql}) AND {of_server(table.server)}"
        parameters.append(guild_id)
    return sql, parameters


async def _rows_of(
    conn: Connection,
    table: Table,
    user_id: int,
    guild_id: int | None,
    shown: Sequence[Column],
    *,
    by: Sequence[Column] | None = None,
) -> list[dict[str, Any]]:
    """The rows that hold the member in one of `by` (default: the table's owners),
    with the columns `shown`."""
    by = by if by is not None else tuple(table.column(name) for name in table.owners)
    names = [column.name for column in shown]
    looked_at = [column.name for column in by if column.name not in names]
    where, parameters = _where(table, by, user_id, guild_id)
    rows = await conn.execute_fetchall(
        f"SELECT {', '.join(names + looked_at)} FROM {table.name} WHERE {where}", parameters
    )
    return [
        {name: row[name] for name in names}
        for row in rows
        if any(_holds(column, row[column.name], user_id) for column in by)
    ]


def _holds(column: Column, value: Any, user_id: int) -> bool:
    if column.holds is Holds.MEMBER_IDS_JSON:
        return value is not None and _rewritten(json.loads(value), user_id, user_id)[1]
    return value in (user_id, str(user_id))


async def _delete(
    conn: Connection, table: Table, column: Column, user_id: int, guild_id: int | None
) -> None:
    where, parameters = _where(table, (column,), user_id, guild_id)
    await conn.execute(f"DELETE FROM {table.name} WHERE {where}", parameters)


async def _replace(  # noqa: PLR0917 (one statement's parts)
    conn: Connection,
    table: Table,
    column: Column,
    user_id: int,
    pseudonym: int,
    guild_id: int | None,
) -> None:
    where, parameters = _where(table, (column,), user_id, guild_id)
    if column.holds is not Holds.MEMBER_IDS_JSON:
        await conn.execute(
            f"UPDATE {table.name} SET {column.name} = ? WHERE {where}", [pseudonym, *parameters]
        )
        return
    keys = ", ".join(table.key)
    rows = await conn.execute_fetchall(
        f"SELECT {keys}, {column.name} FROM {table.name} WHERE {where}", parameters
    )
    by_key = " AND ".join(f"{name} = ?" for name in table.key)
    for row in rows:
        value, changed = _rewritten(json.loads(row[column.name]), user_id, pseudonym)
        if changed:
            await conn.execute(
                f"UPDATE {table.name} SET {column.name} = ? WHERE {by_key}",
                [to_json(value), *(row[name] for name in table.key)],
            )


def _rewritten(value: Any, user_id: int, pseudonym: int) -> tuple[Any, bool]:
    """`value` (decoded JSON) with every occurrence of the member's id, as a number or
    as text, replaced by `pseudonym` in the same form; and whether there was one."""
    if isinstance(value, dict):
        pairs = [(key, _rewritten(item, user_id, pseudonym)) for key, item in value.items()]
        return {key: item for key, (item, _) in pairs}, any(hit for _, (_, hit) in pairs)
    if isinstance(value, list):
        items = [_rewritten(item, user_id, pseudonym) for item in value]
        return [item for item, _ in items], any(hit for _, hit in items)
    if isinstance(value, int) and not isinstance(value, bool) and value == user_id:
        return pseudonym, True
    if isinstance(value, str) and value == str(user_id):
        return str(pseudonym), True
    return value, False
