"""Premove trees as rows: one per player and match, and the tree as it stood before
the latest answer it played (for a takeback to put back). Used inside the match's own
transaction, where every call joins it (`Database.transaction`)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.scope import Scope
from bot.core.storage.database import Connection, Database
from bot.premoves.tree import Tree


@dataclass(frozen=True, slots=True)
class StoredTree:
    """A tree and the number of moves on record when it was written: it expects the
    opponent's move number `ply + 1` and nothing later."""

    ply: int
    tree: Tree
    text: str = ""
    """The tree's JSON as read, so that writing it back does not write it out again."""

    @classmethod
    def read(cls, ply: int, text: str) -> StoredTree:
        return cls(ply, Tree.from_json(text), text)

    def json(self) -> str:
        return self.text or self.tree.to_json()


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
        return None if row is None else StoredTree.read(row["ply"], row["tree"])

    async def put(self, match_id: int, seat: str, stored: StoredTree) -> None:
        """Store the tree, and flag the match as having one (`Match.premoves`)."""
        async with self._db.transaction(Scope.match(match_id).alone()) as conn:
            await conn.execute(
                "INSERT INTO premove_trees (match_id, seat, ply, tree) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (match_id, seat) DO UPDATE SET ply = excluded.ply,"
                " tree = excluded.tree",
                (match_id, seat, stored.ply, stored.json()),
            )
            await conn.execute(
                "UPDATE matches SET premoves = 1 WHERE id = ? AND premoves = 0", (match_id,)
            )

    async def take(self, match_id: int, seat: str) -> StoredTree | None:
        """Remove and return the tree. Asked only of a match flagged as having a tree
        (`Match.premoves`, read by the move's own write): the flag is worked out again
        here, so a move after the last tree went asks nothing."""
        async with self._db.transaction(Scope.match(match_id).alone()) as conn:
            rows = await conn.execute_fetchall(
                "DELETE FROM premove_trees WHERE match_id = ? AND seat = ? RETURNING ply, tree",
                (match_id, seat),
            )
            await _flag(conn, match_id)
        return None if not rows else StoredTree.read(rows[0][0], rows[0][1])

    async def keep_answer(self, match_id: int, answer: PlayedAnswer) -> None:
        async with self._db.transaction(Scope.match(match_id).alone()) as conn:
            await conn.execute(
                "INSERT INTO premove_answers (match_id, number, seat, ply, tree)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT (match_id) DO UPDATE SET"
                " number = excluded.number, seat = excluded.seat, ply = excluded.ply,"
                " tree = excluded.tree",
                (match_id, answer.number, answer.seat, answer.before.ply, answer.before.json()),
            )

    async def answer(self, match_id: int) -> PlayedAnswer | None:
        """The latest premove answer of the match, if its record is kept."""
        row = await self._db.fetch_one(
            "SELECT number, seat, ply, tree FROM premove_answers WHERE match_id = ?", (match_id,)
        )
        if row is None:
            return None
        return PlayedAnswer(row["number"], row["seat"], StoredTree.read(row["ply"], row["tree"]))

    async def forget_answer(self, match_id: int) -> None:
        async with self._db.transaction(Scope.match(match_id).alone()) as conn:
            await conn.execute("DELETE FROM premove_answers WHERE match_id = ?", (match_id,))

    async def clear(self, match_id: int, seat: str | None = None) -> int:
        """Remove one player's tree (every player's: `seat` None); how many went."""
        async with self._db.transaction(Scope.match(match_id).alone()) as conn:
            cursor = await conn.execute(
                "DELETE FROM premove_trees WHERE match_id = ?"
                " AND (CAST(? AS TEXT) IS NULL OR seat = ?)",
                (match_id, seat, seat),
            )
            await _flag(conn, match_id)
            return cursor.rowcount


async def _flag(conn: Connection, match_id: int) -> None:
    """Set the match's flag (`Match.premoves`) to whether any tree of it is left."""
    await conn.execute(
        "UPDATE matches SET premoves = CASE WHEN EXISTS"
        " (SELECT 1 FROM premove_trees WHERE match_id = ?) THEN 1 ELSE 0 END WHERE id = ?",
        (match_id, match_id),
    )
