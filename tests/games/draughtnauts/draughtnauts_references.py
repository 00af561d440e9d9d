"""Adapters to two independent English-draughts libraries, for the tests only.

Both packages install under the import name `draughts`, each with its own sub-packages,
and they coexist: `draughts.core.variant` is pydraughts (a port of ImparaAI/checkers),
`draughts.boards` is py-draughts (its own bitboard core). Each adapter takes one of our
position texts and answers in our canonical notation, so a test compares sets of strings.

py-draughts needs two adjustments, both checked by the start-position perft test:

* its American board lets White (on 21-32) move first, which is our board turned by a
  half turn: our square s is its square 33 - s, our Dark its White;
* its `legal_moves` treats capturing as optional, which is not English draughts, so we
  ask its move generator directly with compulsory capture switched on.
"""

from __future__ import annotations

from draughts import AmericanBoard
from draughts.boards._core import CORE_AMERICAN
from draughts.core.variant import Board as PydraughtsBoard

from games.draughtnauts import GAME
from games.draughtnauts.board import neighbours


def _notation(path: list[int]) -> str:
    """Our notation for a path of squares (a step if the two squares touch)."""
    if len(path) == 2 and path[1] in neighbours(path[0]):
        return f"{path[0]}-{path[1]}"
    return "x".join(map(str, path))


def _perft(board, legal, depth: int) -> int:
    """A library's perft: push and pop every move its `legal(board)` lists."""
    moves = legal(board)
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        board.push(move)
        total += _perft(board, legal, depth - 1)
        board.pop()
    return total


# ---------------------------------------------------------------------------- pydraughts


def pydraughts_moves(fen: str) -> set[str]:
    """The legal moves pydraughts lists for our position text."""
    board = PydraughtsBoard(variant="english", fen=fen)
    return {_notation(move.steps_move) for move in board.legal_moves()}


def pydraughts_perft(fen: str, depth: int) -> int:
    """pydraughts counts every capture route, as we do (py-draughts merges loops)."""
    return _perft(PydraughtsBoard(variant="english", fen=fen), PydraughtsBoard.legal_moves, depth)


# ---------------------------------------------------------------------------- py-draughts


def _turned(square: int) -> int:
    return 33 - square


def py_draughts_board(fen: str) -> AmericanBoard:
    """A py-draughts board holding our position, turned by a half turn."""
    state = GAME.start(position=fen)
    fields = {"dark": [], "light": []}
    for square, piece in state.pieces.items():
        fields[piece.owner].append(("K" if piece.king else "") + str(_turned(square)))
    side = "W" if state.seat_index == 0 else "B"
    text = f"{side}:W{','.join(fields['dark'])}:B{','.join(fields['light'])}"
    return AmericanBoard.from_fen(text)


def _py_draughts_legal(board: AmericanBoard) -> list:
    return board._legal_moves_from_core(CORE_AMERICAN, max_capture=False, captures_optional=False)


def py_draughts_moves(fen: str) -> set[str]:
    """The legal moves py-draughts lists for our position text, in our numbering."""
    board = py_draughts_board(fen)
    return {
        _notation([_turned(index + 1) for index in move.square_list])
        for move in _py_draughts_legal(board)
    }


def py_draughts_perft(fen: str, depth: int) -> int:
    return _perft(py_draughts_board(fen), _py_draughts_legal, depth)
