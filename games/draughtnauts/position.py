"""Position text: PDN FEN (`B:W21,22,K30:B1,2`) extended for power-ups, both ways.

PDN writes Dark as `B` and Light as `W`. The extension (RULES.md):

* a king may carry its power-ups in brackets, `K30[SC]`;
* a last field lists the power-ups still lying on crowning rows, `:U1S,2H,31C`;
* during the setup phase of `powerups=choose` the text ends with `:setup`, and the side
  to move is the one still to place its power-ups (see the rulings in RULES.md);
* a snapshot (what the bot stores to go on from, `State.snapshot`) may end with an `R`
  field holding the earlier positions the draw rules remember (`window_text`); the
  position text itself never has one.

Reading is lenient (either colour first, lower case, spaces, `[FEN "..."]` around it,
ranges such as `1-12`); writing is canonical (Light's field first, squares ascending).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from games.contract import InvalidPosition
from games.draughtnauts import window_text
from games.draughtnauts.bitboards import BIT_OF, SQUARE_OF, bits_of
from games.draughtnauts.board import SQUARES, crowning_row, owner_of_row
from games.draughtnauts.draws import Key
from games.draughtnauts.layout import Layout
from games.draughtnauts.moves import POWERUP_ORDER, in_powerup_order
from games.typed_text import NUMBER, quoted
from i18n.message import Message

COLOUR_LETTERS = ("B", "W")
"""PDN's letter for seat 0 (Dark) and seat 1 (Light)."""

SETUP_MARK = "setup"

_PIECE = re.compile(rf"^(K?)({NUMBER})(?:-({NUMBER}))?(?:\[([A-Z]*)\])?$")
_UNCLAIMED = re.compile(rf"^({NUMBER})([A-Z])$")


@dataclass(frozen=True, slots=True)
class ReadPosition:
    """What a position text says: the layout, the seat to move, the seats that still
    have to place their power-ups (in order), and, read from a snapshot, the earlier
    positions the draw rules remember (`window_text`)."""

    layout: Layout
    seat: int
    setup_pending: tuple[int, ...]
    earlier: tuple[Key, ...] = ()


def write(
    layout: Layout, seat: int, setup_pending: tuple[int, ...], earlier: tuple[Key, ...] = ()
) -> str:
    """The canonical position text (what `read` reads back to the same position); with
    `earlier`, the snapshot that also carries the draw rules' memory."""
    held = dict(layout.held)
    fields = [COLOUR_LETTERS[seat]]
    for side in (1, 0):
        tokens = []
        for bit in bits_of(layout.side(side)):
            square = SQUARE_OF[bit]
            letters = held.get(square, "")
            tokens.append(
                ("K" if layout.kings & bit else "")
                + str(square)
                + (f"[{letters}]" if letters else "")
            )
        fields.append(COLOUR_LETTERS[side] + ",".join(tokens))
    if layout.unclaimed:
        fields.append("U" + ",".join(f"{s}{k}" for s, k in layout.unclaimed))
    if setup_pending:
        fields.append(SETUP_MARK)
    if earlier:
        fields.append(window_text.write(earlier))
    return ":".join(fields)


def read(text: str, with_powerups: bool, setup_phase_allowed: bool) -> ReadPosition:
    """Parse a position text; raises `InvalidPosition` naming what is wrong."""
    fields = [f.strip() for f in _unwrap(text).split(":")]
    if len(fields) < 3 or fields[0].upper() not in COLOUR_LETTERS:
        raise InvalidPosition(Message("game-draughtnauts-position-shape"))
    seat = COLOUR_LETTERS.index(fields[0].upper())
    sides: dict[int, list[tuple[int, bool, str]]] = {}
    unclaimed: dict[int, str] = {}
    window_field = ""
    seen: set[str] = set()
    for field in fields[1:]:
        head = SETUP_MARK if field.lower() == SETUP_MARK else field[:1].upper()
        if head in seen or head not in {*COLOUR_LETTERS, "U", window_text.MARK, SETUP_MARK}:
            raise InvalidPosition(Message("game-draughtnauts-position-field", field=quoted(field)))
        seen.add(head)
        if head in COLOUR_LETTERS:
            sides[COLOUR_LETTERS.index(head)] = _pieces(field[1:])
        elif head == "U":
            unclaimed = _unclaimed(field[1:])
        elif head == window_text.MARK:
            window_field = field[1:]
    in_setup = SETUP_MARK in seen
    if len(sides) != 2:
        raise InvalidPosition(Message("game-draughtnauts-position-both-sides"))
    layout = _layout(sides, unclaimed)
    uses_powerups = bool(layout.held or layout.unclaimed or in_setup)
    if uses_powerups and not with_powerups:
        raise InvalidPosition(Message("game-draughtnauts-position-powerups-off"))
    pending = _setup_pending(layout, seat, in_setup, setup_phase_allowed)
    earlier = window_text.read(window_field, layout.unclaimed) if window_field else ()
    return ReadPosition(layout, seat, pending, earlier)


def _unwrap(text: str) -> str:
    """Drop spaces and an optional PDN tag wrapper `[FEN "..."]`."""
    squeezed = "".join(text.split())
    match = re.fullmatch(r'\[FEN"(.*)"\]', squeezed, flags=re.IGNORECASE)
    return match.group(1) if match else squeezed


def _pieces(body: str) -> list[tuple[int, bool, str]]:
    found = []
    for token in filter(None, body.upper().split(",")):
        match = _PIECE.match(token)
        if not match:
            raise InvalidPosition(Message("game-draughtnauts-position-token", token=quoted(token)))
        king, first, last, letters = match.groups()
        squares = range(int(first), int(last or first) + 1)
        if not squares or squares[0] not in SQUARES or squares[-1] not in SQUARES:
            raise InvalidPosition(
                Message("game-draughtnauts-position-token-squares", token=quoted(token))
            )
        if letters is not None and (last or not king):
            raise InvalidPosition(
                Message("game-draughtnauts-position-king-powerups", token=quoted(token))
            )
        found += [(square, bool(king), letters or "") for square in squares]
    return found


def _unclaimed(body: str) -> dict[int, str]:
    found: dict[int, str] = {}
    for token in filter(None, body.upper().split(",")):
        match = _UNCLAIMED.match(token)
        if not match or match.group(2) not in POWERUP_ORDER:
            raise InvalidPosition(
                Message("game-draughtnauts-position-unclaimed-token", token=quoted(token))
            )
        square, kind = int(match.group(1)), match.group(2)
        if owner_of_row(square) is None:
            raise InvalidPosition(
                Message("game-draughtnauts-position-unclaimed-row", token=quoted(token))
            )
        if square in found:
            raise InvalidPosition(Message("game-draughtnauts-position-two-powerups", square=square))
        found[square] = kind
    return found


def _layout(sides: dict[int, list[tuple[int, bool, str]]], unclaimed: dict[int, str]) -> Layout:
    boards, kings, held = [0, 0], 0, {}
    owned: dict[int, list[str]] = {0: [], 1: []}
    for seat, pieces in sides.items():
        for square, king, letters in pieces:
            bit = BIT_OF[square]
            if (boards[0] | boards[1]) & bit:
                raise InvalidPosition(
                    Message("game-draughtnauts-position-square-twice", square=square)
                )
            if not king and square in crowning_row(seat):
                raise InvalidPosition(Message("game-draughtnauts-position-crowned", square=square))
            if len(letters) > 2 or len(set(letters)) != len(letters):
                raise InvalidPosition(
                    Message("game-draughtnauts-position-king-holds", square=square)
                )
            if any(k not in POWERUP_ORDER for k in letters):
                raise InvalidPosition(
                    Message("game-draughtnauts-position-powerup-letters", square=square)
                )
            boards[seat] |= bit
            kings |= bit if king else 0
            if letters:
                held[square] = in_powerup_order(letters)
                owned[seat] += letters
    for square, kind in unclaimed.items():
        owner = owner_of_row(square)
        assert owner is not None, "`_unclaimed` reads crowning-row squares only"
        owned[owner].append(kind)
    for seat, kinds in owned.items():
        if len(set(kinds)) != len(kinds):
            raise InvalidPosition(
                Message("game-draughtnauts-position-same-powerup", side=COLOUR_LETTERS[seat])
            )
    layout = Layout(boards[0], boards[1], kings)
    return layout.with_held(held).with_unclaimed(unclaimed)


def _setup_pending(layout: Layout, seat: int, in_setup: bool, allowed: bool) -> tuple[int, ...]:
    """Which seats still place power-ups: none, or (from the side to move) both or Light."""
    if not in_setup:
        return ()
    if not allowed:
        raise InvalidPosition(Message("game-draughtnauts-position-setup-choose"))
    placed = {owner_of_row(square) for square, _ in layout.unclaimed}
    if layout.held or placed != set(range(seat)) or len(layout.unclaimed) != 4 * seat:
        raise InvalidPosition(Message("game-draughtnauts-position-setup-phase"))
    return tuple(range(seat, 2))
