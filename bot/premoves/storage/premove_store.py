"""Premove trees as rows: one per player and match, and the tree as it stood before
the latest answer it played (for a takeback to put back). Used inside the match's own
transaction, where every call joins it (`Database.transaction`)."""

from __future__ import annotations

import json
from dataclasses import dataclass

from bot.core.storage.database import Database
from bot.premoves.tree import Tree


@dataclass(frozen=True, slots=True)
class StoredTree:
    """A tree and the number of moves on record when it was written: it expects the
    opponent's move number `ply + 1` and nothing later."""

    ply: int
    tree: Tree


@dataclass(frozen=True, slots=True)
class PlayedAnswer:
    """A premove answer (move `number`) and its owner's tree before it was played."""

    number: int
    seat: str
    before: StoredTree


class SqlPremoveStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def get(self, match_id: int, seat: str) -> StoredTree | None:
        row = await self._db.fetch_one(
            "SELECT ply, tree FROM premove_trees WHERE match_id = ? AND seat = ?",
            (match_id, seat),
        )
        return None if row is None else StoredTree(row["ply"], Tree.from_json(row["tree"]))

    async def put(self, match_id: int, seat: str, stored: StoredTree) -> None:
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO premove_trees (match_id, seat, ply, tree) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (match_id, seat) DO UPDATE SET ply = excluded.ply,"
                " tree = excluded.tree",
                (match_id, seat, stored.ply, stored.tree.to_json()),
            )

    async def take(self, match_id: int, seat: str) -> StoredTree | None:
        """Remove and return the tree (one statement: every move asks this once)."""
        async with self._db.transaction() as conn:
            rows = await conn.execute_fetchall(
                "DELETE FROM premove_trees WHERE match_id = ? AND seat = ? RETURNING ply, tree",
                (match_id, seat),
            )
        return None if not rows else StoredTree(rows[0][0], Tree.from_json(rows[0][1]))

    async def keep_answer(self, match_id: int, answer: PlayedAnswer) -> None:
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO premove_answers (match_id, number, seat, tree) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (match_id) DO UPDATE SET number = excluded.number,"
                " seat = excluded.seat, tree = excluded.tree",
                (match_id, answer.number, answer.seat, _stored_json(answer.before)),
            )

    async def answer(self, match_id: int) -> PlayedAnswer | None:
        """The latest premove answer of the match, if its record is kept."""
        row = await self._db.fetch_one(
            "SELECT number, seat, tree FROM premove_answers WHERE match_id = ?", (match_id,)
        )
        if row is None:
            return None
        return PlayedAnswer(row["number"], row["seat"], _stored(row["tree"]))

    async def forget_answer(self, match_id: int) -> None:
        async with self._db.transaction() as conn:
            await conn.execute("DELETE FROM premove_answers WHERE match_id = ?", (match_id,))

    async def clear(self, match_id: int, seat: str | None = None) -> int:
        """Remove one player's tree (every player's: `seat` None); how many went."""
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "DELETE FROM premove_trees WHERE match_id = ?"
                " AND (CAST(? AS TEXT) IS NULL OR seat = ?)",
                (match_id, seat, seat),
            )
            return cursor.rowcount


def _stored_json(stored: StoredTree) -> str:
    return json.dumps({"ply": stored.ply, "tree": stored.tree.plain()}, separators=(",", ":"))


def _stored(text: str) -> StoredTree:
    data = json.loads(text)
    return StoredTree(data["ply"], Tree.from_plain(data["tree"]))
