"""A whole turn: the paths of the units that moved, in the order they were carried out."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from games.contract import Move

MAX_STEPS = 5
"""Single steps a player may spend in one turn, shared among its units."""

Path = tuple[str, ...]


@dataclass(frozen=True, repr=False, slots=True)
class GridMove(Move):
    """Paths listing every square each unit passed through (`("c2", "c3", "c4")`).

    The paths are kept in the order written, because the order decides which squares are
    already empty when a later path runs. A path that starts where the one right before it
    ended moves the same unit on, so it is joined to it: two spellings of one turn then
    compare equal and print the same canonical text.
    """

    paths: tuple[Path, ...]

    def __post_init__(self) -> None:
        if any(len(path) < 2 for path in self.paths):
            raise ValueError("every path needs a start and at least one step")
        joined: list[Path] = []
        for path in map(tuple, self.paths):
            if joined and joined[-1][-1] == path[0]:
                joined[-1] += path[1:]
            else:
                joined.append(path)
        object.__setattr__(self, "paths", tuple(joined))

    @property
    def steps(self) -> tuple[tuple[str, str], ...]:
        """Every single step of the turn, in the order they are carried out."""
        return tuple(step for path in self.paths for step in pairwise(path))

    def __str__(self) -> str:
        return " ".join("-".join(path) for path in self.paths) if self.paths else "pass"


PASS = GridMove(())
"""The turn without steps."""
