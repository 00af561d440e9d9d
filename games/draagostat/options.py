"""The options of a Draagostat match: a fixed setup, and the two expansion rules."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from games.contract import Options
from games.draagostat.geometry import SQUARES
from games.typed_text import quoted, whole_number

MOST_DIAGONAL_LINKS = 4
"""A five-square city is a tree of four links, so "all" can never mean more than four."""


class DraagostatOptions(Options):
    """`setup`: the starting squares of the dark builder, light builder, dark dragon and
    light dragon, in that order (instead of drawing them from the seed).
    `no_corners`: a city may not use a corner square.
    `diagonals`: how many diagonal links a city may use, 0 to 4 or "all"."""

    setup: tuple[str, str, str, str] | None = None
    no_corners: bool = False
    diagonals: int | Literal["all"] = Field(default=0)

    @field_validator("setup", mode="before")
    @classmethod
    def _read_setup(cls, value: object) -> object:
        if isinstance(value, str):
            value = [part.strip().lower() for part in value.split(",")]
        if not isinstance(value, list | tuple):
            return value
        squares = [str(part).strip().lower() for part in value]
        if len(squares) != 4:
            raise PydanticCustomError("game-draagostat-setup-four", "setup names four squares")
        unknown = [s for s in squares if s not in SQUARES]
        if unknown:
            raise PydanticCustomError(
                "game-draagostat-setup-square",
                "{square} is not a square of the board",
                {"square": quoted(unknown[0])},
            )
        if len(set(squares)) != 4:
            raise PydanticCustomError("game-draagostat-setup-differ", "setup squares repeat")
        return tuple(squares)

    @field_validator("diagonals", mode="before")
    @classmethod
    def _read_diagonals(cls, value: object) -> object:
        if isinstance(value, str) and value.strip().lower() == "all":
            return "all"
        links = whole_number(str(value).strip())
        if links is None or links > MOST_DIAGONAL_LINKS:
            raise PydanticCustomError(
                "game-draagostat-diagonals",
                "diagonals takes 0 to 4 or all",
                {"given": quoted(str(value))},
            )
        return links

    @property
    def diagonal_links(self) -> int:
        """The number of diagonal links a city may use."""
        return MOST_DIAGONAL_LINKS if self.diagonals == "all" else self.diagonals
