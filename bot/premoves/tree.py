"""A player's premove tree: pure data, no I/O.

A line alternates the opponent's next move and the player's answer, starting with the
opponent's move. Lines that share a prefix share it in the tree, so the tree maps each
expected opponent move to one answer and the tree that follows it. Moves are stored in
canonical notation (the service turns what was typed into it), which is what the
match's history holds, so a branch matches a played move by plain equality.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

Line = tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Branch:
    """The answer to one expected move, and what is expected after it."""

    answer: str
    then: Tree


@dataclass(frozen=True, slots=True)
class Tree:
    branches: dict[str, Branch] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.branches)

    def branch(self, move: str) -> Branch | None:
        """The branch that answers `move`, None when the tree expects something else."""
        return self.branches.get(move)

    def lines(self) -> Iterator[Line]:
        """Every line from the root to a leaf, in the order the branches were added."""
        for move, branch in self.branches.items():
            pair = (move, branch.answer)
            if not branch.then:
                yield pair
            for rest in branch.then.lines():
                yield pair + rest

    def contradicted_by(self, line: Sequence[str]) -> Line | None:
        """Where `line` first answers a move differently from this tree: the shared
        moves and the tree's own answer there (adding `line` would replace that
        branch), or None."""
        tree = self
        for index in range(0, len(line), 2):
            branch = tree.branch(line[index])
            if branch is None:
                return None
            if branch.answer != line[index + 1]:
                return (*line[: index + 1], branch.answer)
            tree = branch.then
        return None

    def with_line(self, line: Sequence[str]) -> Tree:
        """This tree with `line` (even length) added; a contradicted branch is replaced
        by the line's own continuation."""
        if not line:
            return self
        move, answer = line[0], line[1]
        old = self.branch(move)
        kept = old.then if old is not None and old.answer == answer else Tree()
        return Tree({**self.branches, move: Branch(answer, kept.with_line(line[2:]))})

    def plain(self) -> dict[str, list]:
        """The tree as JSON values: `{move: [answer, then]}`."""
        return {move: [b.answer, b.then.plain()] for move, b in self.branches.items()}

    @classmethod
    def from_plain(cls, data: dict[str, list]) -> Tree:
        return cls(
            {move: Branch(answer, cls.from_plain(then)) for move, (answer, then) in data.items()}
        )

    def to_json(self) -> str:
        return json.dumps(self.plain(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Tree:
        return cls.from_plain(json.loads(text))
