"""The two seats: H (horizontal, sitting below the table) and V (vertical, above)."""

from __future__ import annotations

from games.contract import Seat

SEATS: tuple[Seat, ...] = ("H", "V")
GAME_ID = "domination-cards"


def opponent(seat: Seat) -> Seat:
    return SEATS[1 - SEATS.index(seat)]
