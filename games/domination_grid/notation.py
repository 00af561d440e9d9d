"""Reading turns as players type them.

Players may write straight runs with the middle squares left out (`c2-c5`), any case,
spaces around dashes, and commas between paths; what comes out is a `GridMove` that lists
every square, so the history always stores the canonical form. Only the spelling is
checked here; whether the steps are allowed is the rules' business.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from games.contract import InvalidNotation
from games.domination_grid.board import FILES, Geometry, geometry
from games.domination_grid.move import PASS, GridMove, Path
from games.typed_text import quoted
from i18n.message import Message

_DASHES = re.compile(r"\s*[-\u2013\u2014]\s*")
_PATH_SEPARATORS = re.compile(r"[\s,;]+")
_SQUARE = re.compile(r"([a-z])([0-9]{1,2})")


def tidy(text: str) -> str:
    """`text` in lower case, without spaces at the ends or around dashes."""
    return _DASHES.sub("-", text.strip().lower())


@lru_cache(maxsize=4096)
def parse_turn(text: str, size: int) -> GridMove:
    """The turn `text` spells, with every straight run filled in; raises InvalidNotation.

    Cached because the same few texts come back again and again (autocomplete asks about
    every keystroke, and a turn is read once to check it and once to play it)."""
    board = geometry(size)
    cleaned = tidy(text)
    if cleaned == "pass":
        return PASS
    if not cleaned:
        raise InvalidNotation(Message("game-grid-empty-move"))
    return GridMove(tuple(_path(token, board) for token in _PATH_SEPARATORS.split(cleaned)))


def _path(token: str, board: Geometry) -> Path:
    names = token.split("-")
    if len(names) < 2 or not all(names):
        raise InvalidNotation(Message("game-grid-not-a-path", path=quoted(token)))
    corners = [_square(name, board) for name in names]
    path = [board.names[corners[0]]]
    for start, end in pairwise(corners):
        path.extend(_run(start, end, board))
    return tuple(path)


def _square(name: str, board: Geometry) -> int:
    """The cell index of a square name."""
    if (cell := board.index.get(name)) is not None:
        return cell
    match = _SQUARE.fullmatch(name)
    if match is None:
        raise InvalidNotation(Message("game-grid-not-a-square", square=quoted(name)))
    file, rank = FILES.find(match[1]), int(match[2]) - 1
    if not (0 <= file < board.size and 0 <= rank < board.size):
        raise InvalidNotation(Message("game-grid-off-board", square=name, size=str(board.size)))
    return rank * board.size + file


def _run(start: int, end: int, board: Geometry) -> list[str]:
    """The squares after `start` up to and including `end`, along one file or rank."""
    (rank, file), (to_rank, to_file) = divmod(start, board.size), divmod(end, board.size)
    leg = f"{board.names[start]}-{board.names[end]}"
    if start == end:
        raise InvalidNotation(Message("game-grid-goes-nowhere", leg=leg))
    if file != to_file and rank != to_rank:
        raise InvalidNotation(Message("game-grid-not-straight", leg=leg))
    count = abs(to_file - file) + abs(to_rank - rank)
    stride = (end - start) // count
    return [board.names[start + stride * k] for k in range(1, count + 1)]
