"""Team battles on the database: the battle row, its players (their team, points and
whether they wait for a game) and its games (each a match). A game is stored in its
match's own transaction, with both players marked as playing, so a player is never
both waiting and playing."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from bot.core.storage.columns import from_json, moment, timestamp, to_json
from bot.core.storage.database import Database, IntegrityError, Scope
from bot.core.storage.server_scope import server_scope
from bot.team_battles.records import Battle, BattlePlan, BattleStatus, Player


class AlreadyPlaying(Exception):
    """The member is already in the battle."""


class SqlBattleStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def _locks(self, battle_id: int) -> Scope:
        return await server_scope(self._db, "team_battles", battle_id)

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        plan: BattlePlan,
        ends_at: datetime,
        created_by: int,
        now: datetime,
    ) -> Battle:
        async with self._db.transaction(Scope.server(guild_id).alone()) as conn:
            rows = await conn.execute_fetchall(
                "INSERT INTO team_battles (guild_id, channel_id, game_id, options, time_control,"
                " teams, top, status, ends_at, created_by, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, 'running', ?, ?, ?) RETURNING id",
                (
                    guild_id,
                    channel_id,
                    plan.game_id,
                    to_json(dict(plan.options)),
                    plan.time_control,
                    to_json(list(plan.teams)),
                    plan.top,
                    timestamp(ends_at),
                    created_by,
                    timestamp(now),
                ),
            )
            found = await conn.execute_fetchall(
                "SELECT * FROM team_battles WHERE id = ?", (rows[0][0],)
            )
        return _battle(found[0])

    async def get(self, battle_id: int) -> Battle | None:
        row = await self._db.fetch_one("SELECT * FROM team_battles WHERE id = ?", (battle_id,))
        return None if row is None else _battle(row)

    async def in_guild(self, guild_id: int) -> list[Battle]:
        """The server's running battles, newest first."""
        rows = await self._db.fetch_all(
            "SELECT * FROM team_battles WHERE guild_id = ? AND status = 'running' ORDER BY id DESC",
            (guild_id,),
        )
        return [_battle(row) for row in rows]

    async def delete(self, battle_id: int) -> None:
        """Remove a battle whose creation could not be completed (its post failed)."""
        async with self._db.transaction(await self._locks(battle_id)) as conn:
            await conn.execute("DELETE FROM team_battles WHERE id = ?", (battle_id,))

    async def set_message(self, battle_id: int, message_id: int) -> None:
        async with self._db.transaction(await self._locks(battle_id)) as conn:
            await conn.execute(
                "UPDATE team_battles SET message_id = ? WHERE id = ?", (message_id, battle_id)
            )

    async def close(self, battle_id: int, status: BattleStatus) -> bool:
        """End a running battle (finished or cancelled); False if it had ended."""
        async with self._db.transaction(await self._locks(battle_id)) as conn:
            closed = await conn.execute(
                "UPDATE team_battles SET status = ? WHERE id = ? AND status = 'running'",
                (status.value, battle_id),
            )
        return closed.rowcount == 1

    async def players(self, battle_id: int) -> list[Player]:
        rows = await self._db.fetch_all(
            "SELECT user_id, role_id, points, free_since, last_opponent"
            " FROM team_battle_players WHERE battle_id = ? ORDER BY user_id",
            (battle_id,),
        )
        return [
            Player(row[0], row[1], row[2], None if row[3] is None else moment(row[3]), row[4])
            for row in rows
        ]

    async def add_player(self, battle_id: int, user_id: int, role_id: int, now: datetime) -> None:
        try:
            async with self._db.transaction(await self._locks(battle_id)) as conn:
                await conn.execute(
                    "INSERT INTO team_battle_players (battle_id, user_id, role_id, free_since)"
                    " VALUES (?, ?, ?, ?)",
                    (battle_id, user_id, role_id, timestamp(now)),
                )
        except IntegrityError:
            raise AlreadyPlaying from None

    async def start_game(self, battle_id: int, match_id: int, players: Sequence[int]) -> None:
        """The game `match_id` between two waiting players (in the match's transaction)."""
        async with self._db.transaction(await self._locks(battle_id)) as conn:
            await conn.execute(
                "INSERT INTO team_battle_games (match_id, battle_id, first_id, second_id)"
                " VALUES (?, ?, ?, ?)",
                (match_id, battle_id, players[0], players[1]),
            )
            await conn.executemany(
                "UPDATE team_battle_players SET free_since = NULL, last_opponent = ?"
                " WHERE battle_id = ? AND user_id = ?",
                [(players[1], battle_id, players[0]), (players[0], battle_id, players[1])],
            )

    async def game_of_match(self, match_id: int) -> tuple[int, int, int, bool] | None:
        """The battle, the two players and whether it was counted, of a battle's game."""
        row = await self._db.fetch_one(
            "SELECT battle_id, first_id, second_id, finished FROM team_battle_games"
            " WHERE match_id = ?",
            (match_id,),
        )
        return None if row is None else (row[0], row[1], row[2], bool(row[3]))

    async def finish_game(
        self, battle_id: int, match_id: int, points: Sequence[tuple[int, int]], now: datetime
    ) -> bool:
        """Count a game once: each player's points added, both waiting again from `now`.
        False if it had been counted."""
        async with self._db.transaction(await self._locks(battle_id)) as conn:
            counted = await conn.execute(
                "UPDATE team_battle_games SET finished = 1 WHERE match_id = ? AND finished = 0",
                (match_id,),
            )
            if counted.rowcount != 1:
                return False
            await conn.executemany(
                "UPDATE team_battle_players SET points = points + ?, free_since = ?"
                " WHERE battle_id = ? AND user_id = ?",
                [(got, timestamp(now), battle_id, user) for user, got in points],
            )
        return True


def _battle(row: Any) -> Battle:
    plan = BattlePlan(
        row["game_id"],
        from_json(row["options"]),
        row["time_control"],
        tuple(from_json(row["teams"])),
        row["top"],
    )
    return Battle(
        row["id"],
        row["guild_id"],
        row["channel_id"],
        plan,
        BattleStatus(row["status"]),
        moment(row["ends_at"]),
        row["created_by"],
        moment(row["created_at"]),
        row["message_id"],
    )
