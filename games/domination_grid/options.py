"""The options of a Domination 16x16 match."""

from __future__ import annotations

from typing import Any

from pydantic import field_validator
from pydantic_core import PydanticCustomError

from games.contract import Options
from games.typed_text import quoted, whole_number

SMALLEST_BOARD = 8
LARGEST_BOARD = 16


class GridOptions(Options):
    """`size` shrinks the board for shorter games; the armies still fill two ranks each.

    Only even sizes are offered so that both armies face each other across the same
    number of empty ranks on every board.
    """

    size: int = LARGEST_BOARD

    @field_validator("size", mode="before")
    @classmethod
    def _even_and_in_range(cls, size: Any) -> int:
        """Reads numbers and their text (`size=8` on a command line) with one message."""
        text = str(size).strip()
        number = whole_number(text)
        if number is None or number % 2 or not SMALLEST_BOARD <= number <= LARGEST_BOARD:
            raise PydanticCustomError(
                "game-grid-board-size",
                "the board size must be an even number from {low} to {high}, not {given}",
                {"low": SMALLEST_BOARD, "high": LARGEST_BOARD, "given": quoted(text)},
            )
        return number
