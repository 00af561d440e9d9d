"""A player's premove tree: pure data, no I/O.

A line alternates the opponent's next move and the player's answer, starting with the
opponent's move. Lines that share a prefix share it in the tree, so the tree maps each
expected opponent move to one answer and the tree that follows it. Moves are stored in
canonical notation (the service turns what was typed into it), which is what the
match's history holds, so a branch matches a played move by plain equality.

The tree is kept as the JSON values it is stored as (`{move: [answer, then]}`), never
copied into objects: reading a tree of a thousand lines is then one `json.loads`, and
adding a line copies only the branches on its path.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

Line = tuple[str, ...]
Plain = dict[str, list[Any]]
"""`{move: [answer, then]}`, `then` the same shape."""


@dataclass(frozen=True, slots=True)
class Branch:
    """The answer to one expected move, and what is expected after it."""

    answer: str
    then: Tree


@dataclass(frozen=True, slots=True)
class Tree:
    plain: Plain = field(default_factory=dict)
    """Treated as immutable: every change makes a new tree."""

    def __bool__(self) -> bool:
        return bool(self.plain)

    def branch(self, move: str) -> Branch | None:
        """The branch that answers `move`, None when the tree expects something else."""
        found = self.plain.get(move)
        return None if found is None else Branch(found[0], Tree(found[1]))

    def lines(self) -> Iterator[Line]:
        """Every line from the root to a leaf, in the order the branches were added."""
        return _lines(self.plain)

    def contradicted_by(self, line: Sequence[str]) -> Line | None:
        """Where `line` first answers a move differently from this tree: the shared
        moves and the tree's own answer there (adding `line` would replace that
        branch), or None."""
        plain = self.plain
        for index in range(0, len(line), 2):
            found = plain.get(line[index])
            if found is None:
                return None
            if found[0] != line[index + 1]:
                return (*line[: index + 1], found[0])
            plain = found[1]
        return None

    def with_line(self, line: Sequence[str]) -> Tree:
        """This tree with `line` (even length) added; a contradicted branch is replaced
        by the line's own continuation."""
        return Tree(_with(self.plain, line))

    def to_json(self) -> str:
        return json.dumps(self.plain, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Tree:
        return cls(json.loads(text))


def _lines(plain: Plain) -> Iterator[Line]:
    for move, (answer, then) in plain.items():
        if not then:
            yield (move, answer)
        for rest in _lines(then):
            yield (move, answer, *rest)


def _with(plain: Plain, line: Sequence[str]) -> Plain:
    if not line:
        return plain
    move, answer = line[0], line[1]
    old = plain.get(move)
    kept = old[1] if old is not None and old[0] == answer else {}
    return {**plain, move: [answer, _with(kept, line[2:])]}
