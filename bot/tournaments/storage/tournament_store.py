"""Tournaments in the database: the event row, entrants, tables and moderator actions.

Every write locks the tournament's server (`Scope.server`), so tournaments of other
servers, and other processes serving them, never wait for it; inside a caller's
transaction it adds no lock, the caller having declared what the whole touches. A
tournament's server never changes, so it is read before the lock is taken."""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from typing import Any

from bot.core.storage.columns import from_json, from_row, moment, timestamp, to_json
from bot.core.storage.database import Connection, Database, IntegrityError, Scope
from bot.core.storage.server_scope import server_scope
from bot.tournaments.records import (
    ActionKind,
    Entrant,
    ModeratorAction,
    TableRecord,
    Tournament,
    TournamentPlan,
    TournamentStatus,
)


class AlreadyEntered(Exception):
    """The member is already registered in the tournament."""


class SqlTournamentStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    def transaction(self, scope: Scope | None = None) -> AbstractAsyncContextManager[Connection]:
        """One transaction that the store's writes (and the timers') inside it join."""
        return self._db.transaction(scope)

    async def _locks(self, tournament_id: int) -> Scope:
        return await server_scope(self._db, "tournaments", tournament_id)

    # ------------------------------------------------------------- the event

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        plan: TournamentPlan,
        seed: int,
        registration_ends: datetime,
        created_by: int,
        now: datetime,
    ) -> Tournament:
        async with self._db.transaction(Scope.server(guild_id).alone()) as conn:
            rows = await conn.execute_fetchall(
                "INSERT INTO tournaments (guild_id, channel_id, name, game_id, options, format,"
                " swiss_rounds, time_control, round_days, rated, duplicate_deals, premoves, seed,"
                " status, registration_ends, created_by, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'registration', ?, ?, ?)"
                " RETURNING id",
                (
                    guild_id,
                    channel_id,
                    plan.name,
                    plan.game_id,
                    to_json(dict(plan.options)),
                    plan.format,
                    plan.swiss_rounds,
                    plan.time_control,
                    plan.round_days,
                    int(plan.rated),
                    int(plan.duplicate_deals),
                    int(plan.premoves),
                    seed,
                    timestamp(registration_ends),
                    created_by,
                    timestamp(now),
                ),
            )
            tournament = await _load(conn, rows[0][0])
        assert tournament is not None, "read back in the transaction that inserted it"
        return tournament

    async def delete(self, tournament_id: int) -> None:
        """Remove a tournament whose creation could not be completed (its post failed),
        with everything that refers to it."""
        async with self._db.transaction(await self._locks(tournament_id)) as conn:
            await conn.execute(
                "DELETE FROM tournament_actions WHERE tournament_id = ?", (tournament_id,)
            )
            await conn.execute(
                "DELETE FROM tournament_entries WHERE tournament_id = ?", (tournament_id,)
            )
            await conn.execute("DELETE FROM tournaments WHERE id = ?", (tournament_id,))

    async def get(self, tournament_id: int) -> Tournament | None:
        async with self._db.reading() as conn:
            return await _load(conn, tournament_id)

    async def in_guild(self, guild_id: int) -> list[Tournament]:
        """The server's tournaments that are open or running, newest first."""
        return await self._select(
            "guild_id = ? AND status IN ('registration', 'running') ORDER BY id DESC", guild_id
        )

    async def _select(self, where: str, *values: object) -> list[Tournament]:
        async with self._db.reading() as conn:
            async with conn.execute(f"SELECT id FROM tournaments WHERE {where}", values) as cursor:
                ids = [row[0] for row in await cursor.fetchall()]
            found = [await _load(conn, tournament_id) for tournament_id in ids]
        return [tournament for tournament in found if tournament is not None]  # not deleted

    async def set_status(self, tournament_id: int, status: TournamentStatus) -> None:
        await self._update(tournament_id, "status = ?", status.value)

    async def set_deadline(self, tournament_id: int, deadline: datetime) -> None:
        await self._update(tournament_id, "round_deadline = ?", timestamp(deadline))

    async def finish(self, tournament_id: int, champion_id: int | None) -> bool:
        """Crown the champion of a running event; False if it already ended (another
        process finished it first, as with `begin_round`)."""
        async with self._db.transaction(await self._locks(tournament_id)) as conn:
            finished = await conn.execute(
                "UPDATE tournaments SET status = 'finished', champion_id = ?,"
                " round_deadline = NULL WHERE id = ? AND status = 'running'",
                (champion_id, tournament_id),
            )
        return finished.rowcount == 1

    async def set_message(self, tournament_id: int, message_id: int) -> None:
        await self._update(tournament_id, "message_id = ?", message_id)

    async def _update(self, tournament_id: int, assignments: str, *values: object) -> None:
        async with self._db.transaction(await self._locks(tournament_id)) as conn:
            await conn.execute(
                f"UPDATE tournaments SET {assignments} WHERE id = ?", (*values, tournament_id)
            )

    # -------------------------------------------------------------- entrants

    async def entrants(self, tournament_id: int) -> list[Entrant]:
        """Everyone registered, in seed order once seeded, in joining order before."""
        rows = await self._db.fetch_all(
            "SELECT user_id, joined_at, seed, withdrawn FROM tournament_entries"
            " WHERE tournament_id = ? ORDER BY seed, joined_at, user_id",
            (tournament_id,),
        )
        return [Entrant(row[0], moment(row[1]), row[2], bool(row[3])) for row in rows]

    async def add_entrant(self, tournament_id: int, user_id: int, now: datetime) -> None:
        try:
            async with self._db.transaction(await self._locks(tournament_id)) as conn:
                await conn.execute(
                    "INSERT INTO tournament_entries (tournament_id, user_id, joined_at)"
                    " VALUES (?, ?, ?)",
                    (tournament_id, user_id, timestamp(now)),
                )
        except IntegrityError as exc:
            raise AlreadyEntered(user_id) from exc

    async def remove_entrant(self, tournament_id: int, user_id: int) -> bool:
        """Unregister before the start; False if the member was not registered."""
        return await self._change_entrant(
            tournament_id,
            "DELETE FROM tournament_entries WHERE tournament_id = ? AND user_id = ?",
            tournament_id,
            user_id,
        )

    async def withdraw(self, tournament_id: int, user_id: int) -> bool:
        return await self._change_entrant(
            tournament_id,
            "UPDATE tournament_entries SET withdrawn = 1 WHERE tournament_id = ? AND user_id = ?",
            tournament_id,
            user_id,
        )

    async def substitute(self, tournament_id: int, old_user: int, new_user: int) -> bool:
        """Hand `old_user`'s entry (seed, results, place) to `new_user`."""
        return await self._change_entrant(
            tournament_id,
            "UPDATE tournament_entries SET user_id = ? WHERE tournament_id = ? AND user_id = ?",
            new_user,
            tournament_id,
            old_user,
        )

    async def _change_entrant(self, tournament_id: int, statement: str, *values: object) -> bool:
        async with self._db.transaction(await self._locks(tournament_id)) as conn:
            cursor = await conn.execute(statement, values)
            return cursor.rowcount == 1

    async def start(
        self,
        tournament_id: int,
        seeded_users: list[int],
        deadline: datetime,
        tables: list[TableRecord],
    ) -> bool:
        """Mark the event running, give the seeds (1 for the first user) and store its
        first round, all at once: a crash leaves the event either in registration or
        started with round 1 whole. Only while the event is in registration: of two
        processes that both found it so, one starts it and the other gets False,
        storing nothing (as `begin_round` claims a round)."""
        async with self._db.transaction(await self._locks(tournament_id)) as conn:
            claimed = await conn.execute(
                "UPDATE tournaments SET status = 'running'"
                " WHERE id = ? AND status = 'registration'",
                (tournament_id,),
            )
            if claimed.rowcount != 1:
                return False
            await conn.executemany(
                "UPDATE tournament_entries SET seed = ? WHERE tournament_id = ? AND user_id = ?",
                [
                    (seed, tournament_id, user_id)
                    for seed, user_id in enumerate(seeded_users, start=1)
                ],
            )
            return await _insert_round(conn, tournament_id, 1, deadline, tables)

    # ---------------------------------------------------------------- tables

    async def tables(self, tournament_id: int) -> list[TableRecord]:
        rows = await self._db.fetch_all(
            "SELECT * FROM tournament_tables WHERE tournament_id = ? ORDER BY round, rowid",
            (tournament_id,),
        )
        return [_table(row) for row in rows]

    async def table_of_match(self, match_id: int) -> tuple[int, TableRecord] | None:
        """The tournament and table a match was played for, if any."""
        row = await self._db.fetch_one(
            "SELECT * FROM tournament_tables WHERE match_id = ?", (match_id,)
        )
        return None if row is None else (row["tournament_id"], _table(row))

    async def begin_round(
        self, tournament_id: int, number: int, deadline: datetime, tables: list[TableRecord]
    ) -> bool:
        """Make round `number` current with its deadline and its tables, at once: a
        crash leaves either the old round or the whole new one. Only while round
        `number - 1` is current and the event runs: two processes that both saw the
        round end (a restart overlapping the old process) pair it once, and the one
        that finds it paired already gets False and leaves it alone."""
        async with self._db.transaction(await self._locks(tournament_id)) as conn:
            return await _insert_round(conn, tournament_id, number, deadline, tables)

    async def attach_match(self, tournament_id: int, key: str, match_id: int | None) -> None:
        """Point a table at the match now played for it (a replay replaces the old one;
        None detaches it, so the old match's end is not taken for the table's result)."""
        await self._update_table(tournament_id, key, "match_id = ?", match_id)

    async def finish_table(
        self,
        tournament_id: int,
        key: str,
        winner_seed: int | None,
        *,
        correcting: bool = False,
        while_round: int | None = None,
    ) -> bool:
        """Record a table's result (`winner_seed` None is a draw) if it has none yet,
        or, `correcting`, whatever it had: then, given `while_round`, only while that
        round is the running event's current one (a bracket whose next round was
        paired on the old result keeps it). False if nothing was written: another
        process decided the table first, or paired the next round."""
        condition = "finished = 0"
        values: tuple[object, ...] = ()
        if correcting:
            condition = "(CAST(? AS INTEGER) IS NULL OR EXISTS (SELECT 1 FROM tournaments"
            condition += " WHERE tournaments.id = tournament_tables.tournament_id"
            condition += " AND status = 'running' AND current_round = ?))"
            values = (while_round, while_round)
        async with self._db.transaction(await self._locks(tournament_id)) as conn:
            cursor = await conn.execute(
                "UPDATE tournament_tables SET finished = 1, winner_seed = ?"
                f" WHERE tournament_id = ? AND key = ? AND {condition}",
                (winner_seed, tournament_id, key, *values),
            )
        return cursor.rowcount == 1

    async def _update_table(
        self, tournament_id: int, key: str, assignments: str, *values: object
    ) -> None:
        async with self._db.transaction(await self._locks(tournament_id)) as conn:
            await conn.execute(
                f"UPDATE tournament_tables SET {assignments} WHERE tournament_id = ? AND key = ?",
                (*values, tournament_id, key),
            )

    async def is_unrated_match(self, match_id: int) -> bool:
        """True when the match belongs to a tournament created as unrated."""
        row = await self._db.fetch_one(
            "SELECT t.rated FROM tournament_tables AS tt JOIN tournaments AS t"
            " ON t.id = tt.tournament_id WHERE tt.match_id = ?",
            (match_id,),
        )
        return row is not None and not row[0]

    async def forbids_premoves(self, match_id: int) -> bool:
        """True when the match belongs to a tournament created with premoves:false."""
        row = await self._db.fetch_one(
            "SELECT t.premoves FROM tournament_tables AS tt JOIN tournaments AS t"
            " ON t.id = tt.tournament_id WHERE tt.match_id = ?",
            (match_id,),
        )
        return row is not None and not row[0]

    # ------------------------------------------------------------ the record

    async def record_action(
        self,
        tournament_id: int,
        moderator_id: int,
        action: ActionKind,
        detail: Mapping[str, Any],
        now: datetime,
    ) -> None:
        async with self._db.transaction(await self._locks(tournament_id)) as conn:
            await conn.execute(
                "INSERT INTO tournament_actions (tournament_id, moderator_id, action, detail, at)"
                " VALUES (?, ?, ?, ?, ?)",
                (tournament_id, moderator_id, action.value, to_json(dict(detail)), timestamp(now)),
            )

    async def actions(self, tournament_id: int) -> list[ModeratorAction]:
        rows = await self._db.fetch_all(
            "SELECT moderator_id, action, detail, at FROM tournament_actions"
            " WHERE tournament_id = ? ORDER BY id",
            (tournament_id,),
        )
        return [
            ModeratorAction(row[0], ActionKind(row[1]), from_json(row[2]), moment(row[3]))
            for row in rows
        ]


async def _insert_round(
    conn: Connection,
    tournament_id: int,
    number: int,
    deadline: datetime,
    tables: list[TableRecord],
) -> bool:
    """Store round `number` if round `number - 1` is current and the event runs (see
    `begin_round`); False, storing nothing, if not."""
    claimed = await conn.execute(
        "UPDATE tournaments SET current_round = ?, round_deadline = ?"
        " WHERE id = ? AND current_round = ? AND status = 'running'",
        (number, timestamp(deadline), tournament_id, number - 1),
    )
    if claimed.rowcount != 1:
        return False
    await conn.executemany(
        "INSERT INTO tournament_tables (tournament_id, key, round, first_seed,"
        " second_seed, match_id, finished, winner_seed) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                tournament_id,
                table.key,
                table.round,
                table.first_seed,
                table.second_seed,
                table.match_id,
                int(table.finished),
                table.winner_seed,
            )
            for table in tables
        ],
    )
    return True


def _table(row: Any) -> TableRecord:
    return from_row(TableRecord, row, finished=bool(row["finished"]))


async def _load(conn: Connection, tournament_id: int) -> Tournament | None:
    async with conn.execute("SELECT * FROM tournaments WHERE id = ?", (tournament_id,)) as cursor:
        row = await cursor.fetchone()
    if row is None:
        return None
    plan = from_row(
        TournamentPlan,
        row,
        options=from_json(row["options"]),
        rated=bool(row["rated"]),
        duplicate_deals=bool(row["duplicate_deals"]),
        premoves=bool(row["premoves"]),
    )
    deadline = row["round_deadline"]
    return from_row(
        Tournament,
        row,
        plan=plan,
        status=TournamentStatus(row["status"]),
        registration_ends=moment(row["registration_ends"]),
        created_at=moment(row["created_at"]),
        round_deadline=None if deadline is None else moment(deadline),
    )
