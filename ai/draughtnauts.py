"""The computer's Draughtnauts: alpha-beta on the game's own bitboards.

Positions without power-ups (plain English draughts, and most of any advanced game once
the power-ups are gone) are expanded straight on the bitboards of
`games.draughtnauts.movegen`, the same fast path perft uses, without building a `Move`
per node. As soon as a power-up is held or still lies on a crowning row, the node is
expanded through the game's own `rules.legal_moves` and `rules.play`, so Swords, Shields,
Cannons and Teleporters are searched with exactly the rules that referee them.

The evaluation is the classic one of checkers programs, in hundredths of a man: material
(a king is worth one and a half men), men's advance towards the crown, the back-row guard
that keeps the opponent from crowning early, the centre, a push to trade when ahead, and
the held power-ups. Captures are compulsory, so the quiescence search simply follows
positions where a capture is due and stands on the score of the others.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import ClassVar

from ai.budget import Allowance, Budget
from ai.chance import logistic, searched
from ai.negamax import WIN, search
from ai.registry import Analysis, Player
from games.contract import Move, State
from games.draughtnauts import movegen, rules
from games.draughtnauts.bitboards import CROWN_BITS, PLAYABLE, SQUARE_OF, board_of
from games.draughtnauts.draws import key_of
from games.draughtnauts.layout import Layout
from games.draughtnauts.moves import CannonShot, Jump, SwordMove, Turn
from games.draughtnauts.state import DraughtnautsState

Node = tuple[Layout, int]
"""A position in the search: the layout and the seat to move (0 Dark, 1 Light)."""

Bits = tuple[int, ...]
"""A move of the bitboard path: `(start, end)` bits for a step, `(start, end, jumped)`
for a capture."""

SearchMove = Turn | Bits
"""A move as the search names it: the game's own `Turn` where a power-up is about, bits
elsewhere."""

MAN, KING = 100, 150
DRAUGHTS_SCALE = 1.5 * MAN
"""A man and a half ahead is worth about a two-to-one chance (e to the first power)."""
ADVANCE = (0, 2, 4, 7, 10, 14, 19, 0)
"""Bonus of a man by the rows it has advanced from its own back row."""
GUARD = 8
"""Bonus of a man still on the two back-row squares that stop most crownings."""
CENTRE_MAN, CENTRE_KING = 4, 8
TRADE = 3
"""Per piece ahead, per piece already off the board: being ahead grows in value as the
board empties, so a side ahead trades down."""
POWERUP_VALUE = {"S": 45, "H": 50, "C": 45, "T": 30}
"""What holding each power-up is worth: about half a man, a little more for the Shield,
which is a spare life, less for the once-only Teleporter."""

SLOW_NODE = 6
"""A node where a power-up is held goes through the game's own rules, about six times
slower than the bitboard path: it costs that many units of a level's budget."""

ROWS = tuple(board_of(range(4 * row + 1, 4 * row + 5)) for row in range(8))
ADVANCE_MASKS = (
    tuple((ADVANCE[row], ROWS[row]) for row in range(1, 7)),
    tuple((ADVANCE[7 - row], ROWS[row]) for row in range(1, 7)),
)
GUARDS = (board_of((1, 3)), board_of((30, 32)))
CENTRE = board_of((14, 15, 18, 19))


def evaluate(layout: Layout, seat: int) -> int:
    """The static score of `layout` for `seat`."""
    score = _side_score(layout, 0) - _side_score(layout, 1)
    dark, light = layout.dark.bit_count(), layout.light.bit_count()
    score += TRADE * (dark - light) * (24 - dark - light)
    for square, letters in layout.held:
        worth = sum(POWERUP_VALUE[letter] for letter in letters)
        score += worth if layout.owner_at(square) == 0 else -worth
    return -score if seat else score


def _side_score(layout: Layout, seat: int) -> int:
    own = layout.side(seat)
    kings = own & layout.kings
    men = own ^ kings
    score = MAN * men.bit_count() + KING * kings.bit_count()
    for bonus, row in ADVANCE_MASKS[seat]:
        score += bonus * (men & row).bit_count()
    score += GUARD * (men & GUARDS[seat]).bit_count()
    score += CENTRE_MAN * (men & CENTRE).bit_count() + CENTRE_KING * (kings & CENTRE).bit_count()
    return score


def plain_children(layout: Layout, seat: int) -> tuple[bool, list[tuple[SearchMove, Node]]]:
    """Whether a capture is due, and every move (as bits) with the position it leads to,
    for a layout where no piece holds a power-up (some may still lie on crowning rows:
    a piece that ends its move on its own one picks it up, and drops it again at once if
    it captured)."""
    dark, light, kings = layout.dark, layout.light, layout.kings
    own, other = (light, dark) if seat else (dark, light)
    empty = PLAYABLE & ~(dark | light)
    men, own_kings = own & ~kings, own & kings
    crown = CROWN_BITS[seat]
    lying = dict(layout.unclaimed)
    found: list[tuple[SearchMove, Node]] = []
    chains = movegen.captures(men, own_kings, other, empty, seat)
    if chains:
        for path, jumped in chains:
            start, end = path[0], path[-1]
            moved = start ^ end
            after_kings = kings & ~jumped
            if start & kings:
                after_kings ^= moved
            elif end & crown:
                after_kings |= end
            if seat:
                after = (dark & ~jumped, light ^ moved, after_kings)
            else:
                after = (dark ^ moved, light & ~jumped, after_kings)
            child = _with_pickup(after, layout.unclaimed, lying, end & crown, captured=True)
            found.append(((start, end, jumped), (child, 1 - seat)))
        return True, found
    for start, end in movegen.steps(men, own_kings, empty, seat):
        moved = start ^ end
        if start & kings:
            after_kings = kings ^ moved
        elif end & crown:
            after_kings = kings | end
        else:
            after_kings = kings
        after = (dark, light ^ moved, after_kings) if seat else (dark ^ moved, light, after_kings)
        child = _with_pickup(after, layout.unclaimed, lying, end & crown, captured=False)
        found.append(((start, end), (child, 1 - seat)))
    return False, found


def _with_pickup(
    pieces: tuple[int, int, int],
    unclaimed: tuple[tuple[int, str], ...],
    lying: dict[int, str],
    crowning_bit: int,
    *,
    captured: bool,
) -> Layout:
    """The layout after a move ending on `crowning_bit` (0 when it ends elsewhere): the
    piece there is crowned or already a king, so it takes its side's power-up lying on
    that square, and loses it again if it captured this turn."""
    square = SQUARE_OF.get(crowning_bit) if crowning_bit and lying else None
    if square not in lying:
        return Layout(*pieces, unclaimed=unclaimed)
    left = tuple(entry for entry in unclaimed if entry[0] != square)
    held = () if captured else ((square, lying[square]),)
    return Layout(*pieces, held=held, unclaimed=left)


def _captures(move: SearchMove) -> bool:
    if isinstance(move, SwordMove):
        return _captures(move.first) or _captures(move.second)
    return isinstance(move, Jump | CannonShot)


class DraughtnautsDomain:
    """The search's view of Draughtnauts (see `ai.negamax.Domain`)."""

    def key(self, node: Node) -> Hashable:
        return key_of(*node)

    def children(self, node: Node) -> Sequence[tuple[SearchMove, Node]]:
        layout, seat = node
        if not layout.held:
            return plain_children(layout, seat)[1]
        moves = rules.legal_moves(layout, seat, False)
        found = [(move, (rules.play(layout, seat, move)[0], 1 - seat)) for move in moves]
        found.sort(key=lambda child: not _captures(child[0]))
        return found

    def noisy(
        self, node: Node, children: Sequence[tuple[SearchMove, Node]]
    ) -> tuple[bool, list[tuple[SearchMove, Node]]]:
        layout, _ = node
        if not layout.held:
            capturing = bool(children) and _is_bit_capture(children[0][0])
            return not capturing, list(children) if capturing else []
        noisy = [child for child in children if _captures(child[0])]
        compulsory = any(isinstance(move, Jump) for move, _ in children)
        return not compulsory, noisy

    def evaluate(self, node: Node) -> int:
        return evaluate(*node)

    def work(self, node: Node) -> int:
        return SLOW_NODE if node[0].held else 1

    def final_score(self, node: Node, children: Sequence[object]) -> int | None:
        return None if children else -WIN


def _is_bit_capture(move: SearchMove) -> bool:
    """Whether a bitboard-path move is a capture (it names the bits it jumped)."""
    return isinstance(move, tuple) and len(move) == 3


DOMAIN = DraughtnautsDomain()


class DraughtnautsEngine:
    """Budgets count search nodes; depth caps keep `easy` from seeing far."""

    budgets: ClassVar[dict[str, Budget]] = {
        "easy": Budget(work=300, depth=2),
        "medium": Budget(work=3_000, depth=5),
        "hard": Budget(work=25_000),
    }
    players: ClassVar[dict[str, Player]] = {}

    def search(
        self, state: State, budget: Budget, rng: random.Random, allowance: Allowance
    ) -> Move:
        return self.analyse(state, budget, rng, allowance).move

    def analyse(
        self, state: State, budget: Budget, rng: random.Random, allowance: Allowance
    ) -> Analysis:
        assert isinstance(state, DraughtnautsState)
        moves = state.legal_turns()
        layout, seat = state.layout, state.seat_index
        if state.pending:  # where the power-ups lie is a matter of taste
            return Analysis(rng.choice(moves), logistic(evaluate(layout, seat), DRAUGHTS_SCALE))
        root_moves = [(move, (rules.play(layout, seat, move)[0], 1 - seat)) for move in moves]
        result = search(
            DOMAIN,
            (layout, seat),
            root_moves,
            budget=budget,
            rng=rng,
            allowance=allowance,
            history=state.window,
        )
        move = result.move
        assert not isinstance(move, tuple), "the root moves are the state's own turns"
        return Analysis(move, searched(result.score, DRAUGHTS_SCALE))


ENGINE = DraughtnautsEngine()
