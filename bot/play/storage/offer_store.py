"""Standing takeback and rematch offers, one of each kind per match at most."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.core.records import Seat
from bot.core.storage.database import Database, Scope


class OfferKind(StrEnum):
    TAKEBACK = "takeback"
    REMATCH = "rematch"


@dataclass(frozen=True, slots=True)
class Offer:
    """`seat` made the offer when the match had `ply` moves on record."""

    match_id: int
    kind: OfferKind
    seat: Seat
    ply: int


class OfferStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def put(self, offer: Offer) -> None:
        async with self._db.transaction(Scope.rows_only()) as conn:
            await conn.execute(
                "INSERT INTO pace_offers (match_id, kind, seat, ply) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (kind, match_id) DO UPDATE SET seat = excluded.seat,"
                " ply = excluded.ply",
                (offer.match_id, offer.kind.value, offer.seat, offer.ply),
            )

    async def take(self, match_id: int, kind: OfferKind) -> Offer | None:
        """The standing offer, withdrawn as it is read (an answer settles it either way)."""
        async with (
            self._db.transaction(Scope.rows_only()) as conn,
            conn.execute(
                "DELETE FROM pace_offers WHERE match_id = ? AND kind = ? RETURNING seat, ply",
                (match_id, kind.value),
            ) as cursor,
        ):
            row = await cursor.fetchone()
        return None if row is None else Offer(match_id, kind, row["seat"], row["ply"])

    async def get(self, match_id: int, kind: OfferKind) -> Offer | None:
        row = await self._db.fetch_one(
            "SELECT seat, ply FROM pace_offers WHERE match_id = ? AND kind = ?",
            (match_id, kind.value),
        )
        return None if row is None else Offer(match_id, kind, row["seat"], row["ply"])
