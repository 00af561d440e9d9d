"""The board as a table a screen reader reads: every occupied square (or card on the
table, or pile) and what is on it, in the reader's language.

Pure: a state in, rows of words out, from what `viewer` may see (a spectator, None,
sees no hand: the card game's rows come from its public view). Run in the bot's worker
pool with the picture of the same position (`ply_picture.py`).
"""

from __future__ import annotations

from collections.abc import Callable

import games
from games.contract import Seat, State
from games.domination_cards import CardsState
from games.domination_grid import GridState
from games.draagostat.state import DraagostatState
from games.draughtnauts.state import DraughtnautsState
from i18n import Message, Words
from render.powerup_icons import powerup_name
from render.status import seat_title

Row = tuple[str, str]
"""Where (a square, a cell, a pile) and what is there, both worded."""


def board_rows(state: State, viewer: Seat | None, said: Words) -> tuple[Row, ...]:
    """The rows of `state`'s table as `viewer` may see it."""
    return _ROWS[state.game_id](state, viewer, said)


def _draughtnauts(state: State, viewer: Seat | None, said: Words) -> tuple[Row, ...]:
    assert isinstance(state, DraughtnautsState)
    rows = []
    for square, piece in sorted(state.pieces.items()):
        what = said(_piece(piece.owner, "king" if piece.king else "man"))
        if piece.powerups:
            held = ", ".join(said(powerup_name(letter)) for letter in piece.powerups)
            what = said(Message("web-cell-holding", piece=what, powerups=held))
        rows.append((str(square), what))
    rows += [
        (str(square), said(Message("web-cell-powerup", powerup=said(powerup_name(letter)))))
        for square, letter in sorted(state.unclaimed.items())
    ]
    return tuple(sorted(rows, key=lambda row: int(row[0])))


def _draagostat(state: State, viewer: Seat | None, said: Words) -> tuple[Row, ...]:
    assert isinstance(state, DraagostatState)
    rows = [
        (piece.square, said(_piece(piece.owner, str(piece.kind), captive=piece.captive)))
        for piece in state.pieces
    ]
    rows += [
        (
            square,
            said(Message("web-cell-building", seat=seat_title(block.owner), height=block.height)),
        )
        for square, block in state.buildings.items()
    ]
    return tuple(sorted(rows))


def _grid(state: State, viewer: Seat | None, said: Words) -> tuple[Row, ...]:
    assert isinstance(state, GridState)
    rows = [
        (square, said(Message("web-cell-unit", seat=seat_title(seat))))
        for seat in games.get(state.game_id).seats
        for square in state.units(seat)
    ]
    return tuple(sorted(rows))


def _cards(state: State, viewer: Seat | None, said: Words) -> tuple[Row, ...]:
    assert isinstance(state, CardsState)
    view = state.view(viewer)
    rows: list[Row] = [
        (
            f"{x},{y}",
            said(
                Message(
                    "web-cell-card",
                    seat=seat_title(card.owner),
                    card=str(card.value),
                    royal=card.fortification or "none",
                )
            ),
        )
        for (x, y), card in sorted(view.table.items())
    ]
    rows += [
        (said(Message("web-row-hand", seat=seat_title(seat))), said("web-cards", cards=size))
        for seat, size in view.hand_sizes.items()
    ]
    rows.append((said("web-row-deck"), said("web-cards", cards=view.deck_size)))
    top = str(view.discard[-1]) if view.discard else "none"
    rows.append((said("web-row-discard"), said("web-discard", cards=len(view.discard), top=top)))
    return tuple(rows)


def _piece(owner: Seat, kind: str, *, captive: bool = False) -> Message:
    return Message(
        "web-cell-piece", seat=seat_title(owner), piece=kind, captive="yes" if captive else "no"
    )


_ROWS: dict[str, Callable[[State, Seat | None, Words], tuple[Row, ...]]] = {
    "draughtnauts": _draughtnauts,
    "draagostat": _draagostat,
    "domination-grid": _grid,
    "domination-cards": _cards,
}
