"""`MatchStore` in SQL: the match row, its move log and its position snapshot."""

from __future__ import annotations

import json
from collections.abc import Mapping
from contextlib import AbstractAsyncContextManager
from dataclasses import replace
from datetime import datetime
from typing import Any

from bot.core.protocols import ChannelBusy, StaleMatch
from bot.core.records import (
    EndHow,
    Match,
    MatchResult,
    MatchStatus,
    MoveRecord,
    NewMatch,
    Seat,
)
from bot.core.storage.columns import from_json, from_row, moment, timestamp, to_json
from bot.core.storage.database import Connection, Database, IntegrityError, Scope
from i18n import Message


class SqlMatchStore:
    def __init__(self, database: Database) -> None:
        self._db = database
        # A match row and its move log in one statement: one trip to the database.
        moves_of_match = "moves WHERE match_id = matches.id"
        self._select_with_moves = (
            "SELECT *, "
            + database.json_list("notation", moves_of_match, "number")
            + " AS move_list, "
            + database.json_list("trail", moves_of_match, "number")
            + " AS trail_list FROM matches WHERE "
        )

    def transaction(self, scope: Scope | None = None) -> AbstractAsyncContextManager[Connection]:
        return self._db.transaction(scope)

    async def create(self, new: NewMatch, now: datetime) -> Match:
        stamp = timestamp(now)
        options, seats = to_json(dict(new.options)), to_json(dict(new.seats))
        async with self._db.transaction(Scope.server(new.guild_id).alone()) as conn:
            try:
                rows = await conn.execute_fetchall(
                    "INSERT INTO matches (guild_id, channel_id, game_id, options, seed, seats,"
                    " status, origin, position, time_control, created_at, updated_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, 'ongoing', ?, ?, ?, ?, ?) RETURNING id",
                    (
                        new.guild_id,
                        new.channel_id,
                        new.game_id,
                        options,
                        new.seed,
                        seats,
                        new.origin,
                        new.position,
                        new.time_control,
                        stamp,
                        stamp,
                    ),
                )
            except IntegrityError as exc:
                raise ChannelBusy(new.channel_id) from exc
        return Match(
            id=rows[0][0],
            guild_id=new.guild_id,
            channel_id=new.channel_id,
            game_id=new.game_id,
            options=from_json(options),
            seed=new.seed,
            seats=from_json(seats),
            status=MatchStatus.ONGOING,
            origin=new.origin,
            position=new.position,
            moves=(),
            version=0,
            created_at=moment(stamp),
            updated_at=moment(stamp),
            time_control=new.time_control,
        )

    async def get(self, match_id: int) -> Match | None:
        return await self._load("id = ?", match_id)

    async def ongoing_in_channel(self, channel_id: int) -> Match | None:
        return await self._load("channel_id = ? AND status = 'ongoing'", channel_id)

    async def latest_in_channel(self, channel_id: int) -> Match | None:
        return await self._load("channel_id = ? ORDER BY id DESC LIMIT 1", channel_id)

    async def _load(self, where: str, key: int) -> Match | None:
        """The match the match-with-moves query finds `where`: one statement, so one
        trip (`fetch_one`), not a `reading()` block's three (its BEGIN and COMMIT are
        a snapshot that a single statement has anyway), for these reads come with
        every move and every keystroke of autocomplete."""
        row = await self._db.fetch_one(self._select_with_moves + where, (key,))
        return None if row is None else _match(row)

    async def ongoing_alike(self, guild_id: int, game_id: str, options: Mapping[str, Any]) -> int:
        return await self._db.fetch_value(
            "SELECT COUNT(*) FROM matches WHERE guild_id = ? AND status = 'ongoing'"
            " AND game_id = ? AND options = ?",
            (guild_id, game_id, to_json(dict(options))),
        )

    async def append_move(
        self,
        match: Match,
        move: MoveRecord,
        position: str,
        result: MatchResult | None,
        now: datetime,
        *,
        trail: str = "",
    ) -> Match:
        row = (
            match.id,
            move.number,
            move.seat,
            move.user_id,
            move.notation,
            timestamp(move.played_at),
            trail,
        )
        async with self._db.transaction(Scope.match(match.id).alone()) as conn:
            if self._db.writes_in_a_with:
                premoves = await _bump_and_log(conn, match, now, position, row)
            else:
                premoves = await _bump(
                    conn, match, now, _NEW_POSITION, position, returning="premoves"
                )
                await conn.execute(_LOG_MOVE + " VALUES (?, ?, ?, ?, ?, ?, ?)", row)
            if result is not None:
                await _write_result(conn, match.id, result)
        changed = _bumped(
            match,
            now,
            position=position,
            moves=(*match.moves, move.notation),
            trails=(*match.trails, trail),
            premoves=bool(premoves),
        )
        return changed if result is None else _ended(changed, result)

    async def set_draw_offer(self, match: Match, seat: Seat | None, now: datetime) -> Match:
        async with self._db.transaction(Scope.match(match.id).alone()) as conn:
            await _bump(conn, match, now, "draw_offer = ?", seat)
        return _bumped(match, now, draw_offer=seat)

    async def end(self, match: Match, result: MatchResult, now: datetime) -> Match:
        async with self._db.transaction(Scope.match(match.id).alone()) as conn:
            await _bump(conn, match, now, "draw_offer = NULL")
            await _write_result(conn, match.id, result)
        return _ended(_bumped(match, now), result)

    async def remove_last_move(self, match: Match, position: str, now: datetime) -> Match:
        async with self._db.transaction(Scope.match(match.id).alone()) as conn:
            await _bump(conn, match, now, _NEW_POSITION, position)
            await conn.execute(
                "DELETE FROM moves WHERE match_id = ? AND number = ?", (match.id, len(match.moves))
            )
        return _bumped(
            match, now, position=position, moves=match.moves[:-1], trails=match.trails[:-1]
        )

    async def move_log(self, match_id: int) -> list[MoveRecord]:
        rows = await self._db.fetch_all(
            "SELECT number, seat, user_id, notation, played_at FROM moves"
            " WHERE match_id = ? ORDER BY number",
            (match_id,),
        )
        return [MoveRecord(row[0], row[1], row[2], row[3], moment(row[4])) for row in rows]


_NEW_POSITION = "position = ?, draw_offer = NULL"
"""A move's (or a takeback's) change of the match row: the position, and no draw offer."""
_LOG_MOVE = "INSERT INTO moves (match_id, number, seat, user_id, notation, played_at, trail)"


def _bumping(assignments: str) -> str:
    """The UPDATE of `_bump`: `assignments`' values, then the time and the match's id and
    version as it was read."""
    return (
        f"UPDATE matches SET {assignments}, version = version + 1, updated_at = ?"
        " WHERE id = ? AND version = ? AND status = 'ongoing'"
    )


async def _bump(
    conn: Connection,
    match: Match,
    now: datetime,
    assignments: str,
    *values: object,
    returning: str | None = None,
) -> Any:
    """Apply `assignments` to an ongoing match only if nobody changed it since `match`
    was read (optimistic locking on `version`); the column `returning` names as the
    row then holds it (read by the same statement), else None."""
    returned = "" if returning is None else f" RETURNING {returning}"
    sql = _bumping(assignments) + returned
    parameters = (*values, timestamp(now), match.id, match.version)
    if returning is None:
        cursor = await conn.execute(sql, parameters)
        if cursor.rowcount != 1:
            raise StaleMatch(match.id)
        return None
    rows = await conn.execute_fetchall(sql, parameters)
    if len(rows) != 1:
        raise StaleMatch(match.id)
    return rows[0][0]


async def _bump_and_log(
    conn: Connection, match: Match, now: datetime, position: str, row: tuple[object, ...]
) -> Any:
    """`_bump` with `_NEW_POSITION` and the move's `row` logged, in one statement (a
    backend that `writes_in_a_with`): the log's INSERT takes its row from the UPDATE's,
    so a stale match logs nothing and is refused as `_bump` refuses it. A move's two
    writes are then one trip to PostgreSQL instead of two. The `premoves` flag, as the
    row then holds it."""
    rows = await conn.execute_fetchall(
        f"WITH bumped AS ({_bumping(_NEW_POSITION)} RETURNING premoves),"
        f" logged AS ({_LOG_MOVE} SELECT ?, ?, ?, ?, ?, ?, ? FROM bumped)"
        " SELECT premoves FROM bumped",
        (position, timestamp(now), match.id, match.version, *row),
    )
    if len(rows) != 1:
        raise StaleMatch(match.id)
    return rows[0][0]


def _bumped(match: Match, now: datetime, **changes: Any) -> Match:
    """`match` as `_bump` left it in the table, built in memory instead of read back:
    one version on, just updated, any standing draw offer gone unless `changes` set it."""
    return replace(
        match,
        **{"draw_offer": None, **changes},
        version=match.version + 1,
        updated_at=moment(timestamp(now)),
    )


def _ended(match: Match, result: MatchResult) -> Match:
    return replace(match, status=_status_after(result), result=result)


def _status_after(result: MatchResult) -> MatchStatus:
    return MatchStatus.ABORTED if result.how is EndHow.ABORT else MatchStatus.FINISHED


async def _write_result(conn: Connection, match_id: int, result: MatchResult) -> None:
    await conn.execute(
        "UPDATE matches SET status = ?, winner = ?, end_how = ?, end_reason = ? WHERE id = ?",
        (
            _status_after(result).value,
            result.winner,
            result.how.value,
            stored_reason(result.reason),
            match_id,
        ),
    )


def _match(row: Any) -> Match:
    """The match of a row of the store's match-with-moves query."""
    result = None
    if row["end_how"] is not None:
        result = MatchResult(row["winner"], EndHow(row["end_how"]), read_reason(row["end_reason"]))
    return from_row(
        Match,
        row,
        options=from_json(row["options"]),
        seats=from_json(row["seats"]),
        status=MatchStatus(row["status"]),
        moves=tuple(from_json(row["move_list"])),
        trails=tuple(from_json(row["trail_list"])),
        created_at=moment(row["created_at"]),
        updated_at=moment(row["updated_at"]),
        result=result,
        premoves=bool(row["premoves"]),
    )


def stored_reason(reason: Message | str) -> str:
    """How a match's end reason is kept in its text column: a `Message` as JSON
    (`{"id": ..., "args": ...}`, nested messages likewise), so it can be worded in
    any language when read; plain text as itself."""
    if isinstance(reason, str):
        return reason
    return json.dumps(_message_json(reason), ensure_ascii=False, sort_keys=True)


def read_reason(text: str) -> Message | str:
    """A stored end reason back: a message written by `stored_reason`, or the plain
    text of a row from before reasons were messages (which reads as itself)."""
    try:
        stored = json.loads(text)
    except ValueError:
        return text
    return _message(stored) if _is_message(stored) else text


def _message_json(message: Message) -> dict[str, Any]:
    return {
        "id": message.id,
        "args": {
            key: _message_json(value) if isinstance(value, Message) else value
            for key, value in message.args.items()
        },
    }


def _is_message(value: object) -> bool:
    return isinstance(value, dict) and set(value) == {"id", "args"}


def _message(stored: dict[str, Any]) -> Message:
    args = {
        key: _message(value) if _is_message(value) else value
        for key, value in stored["args"].items()
    }
    return Message(stored["id"], **args)
