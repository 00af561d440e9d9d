"""The computer's Domination 16x16: whole turns built one step at a time.

A turn is up to five steps, resolved together, so whole turns are far too many to list
(the game itself lists only single steps). The engine never enumerates them: it grows
turns step by step in a beam search. From each kept partial turn it tries every single
step the board then allows, has the game's own `rules.play_turn` resolve the turn as if
it ended there (conflicts, surrounds, reinforcement), scores the result, and keeps the
best few partial turns for the next step; the best turn seen at any length wins (a pass
included). That costs a few hundred resolved turns per beam, at full 16x16 size.

At depth 2 (`medium`) the best candidates, one for each first step, are also answered
by the opponent's own one-beam reply and judged by the position after it, which keeps
units out of reach of a stronger enemy group; at depth 3 (`hard`) the mover's best
follow-up comes on top, so a turn that leaves a threat the reply cannot parry is
preferred.

Positions are scored for the side that moved: units on the board, units in the reserve
(which come back through reinforcement), and a little for closing in on the enemy army,
which brings the armies into contact instead of waiting for a repetition. Once the enemy
is down to a remnant smaller than the mover's army, closing in on its middle is no longer
enough (its units may stand in far corners, their middle on empty ground): each search
that starts from such a position hunts it, drawing the nearest few units to every enemy
unit (see `hunts`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from ai.budget import Allowance, Budget
from ai.chance import logistic
from ai.registry import Analysis, Player
from games.contract import Move, Seat, State
from games.domination_grid.board import OPPONENT, UNIT_OF, Geometry, unit_cells
from games.domination_grid.move import MAX_STEPS, PASS, GridMove
from games.domination_grid.rules import play_turn
from games.domination_grid.state import GridState
from games.domination_grid.steps import open_steps

UNIT, RESERVE, APPROACH = 100, 40, 1
SHARE = 6_000
"""Worth of being ahead by the whole army, as a share of the units on the board."""
DECIDED = 1_000_000
"""The score of a won game (no enemy unit left)."""
WORK_PER_BEAM = 400
"""Resolved turns one beam of partial turns costs, about: five steps of some eighty
single steps each. A budget buys `work // WORK_PER_BEAM` beams."""
REMNANT = 8
"""An enemy army of at most this many units, smaller than the mover's, is hunted."""
CHASERS = 3
"""How many of the nearest own units each hunted enemy unit draws: three outnumber a
pair in a conflict, or take a lone unit over by surrounding it."""
AVOIDING = 12
"""How many of its preferred turns a side that is ahead tries, to find one that gives
the opponent no draw by repetition."""
LOOKED_AT = 6
"""At depth 2 and more, how many of the best turns are followed further (the best of
each first step, see `one_per_first_step`)."""

GRID_SCALE = 400
"""Three units ahead on the 16x16 board (with the share bonus): about two-to-one."""

Steps = tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class Position:
    """What a turn is played on: the board, the reserves and the side to move."""

    cells: bytes
    reserves: dict[Seat, int]
    mover: Seat
    board: Geometry


def evaluate(
    cells: bytes, reserves: dict[Seat, int], seat: Seat, size: int, *, hunting: bool = False
) -> int:
    """The score of a board for `seat`: a finished game, else material first (as a
    difference, and as a share, so that a side ahead gains by even trades), then
    closeness to the enemy: to its army's middle, or `hunting`, to each of its units."""
    own, other = UNIT_OF[seat], UNIT_OF[OPPONENT[seat]]
    mine, theirs = cells.count(own), cells.count(other)
    if not (mine and theirs):
        return 0 if mine == theirs else DECIDED if mine else -DECIDED
    score = UNIT * (mine - theirs) + SHARE * (mine - theirs) // (mine + theirs)
    score += RESERVE * (reserves[seat] - reserves[OPPONENT[seat]])
    if hunting:
        # A bonus as well, the same for every position one search compares but for the
        # hunt: a hunted unit taken off the board takes its chasers' steps with it.
        most = CHASERS * 2 * size * REMNANT
        return score + max(0, most - _chase(cells, own, other, size))
    # Closeness as a bonus, never a penalty: with equal armies a game going on must stay
    # above a drawn one (both armies wiped out), or ties would be sought for their own sake.
    # It is the army's average closeness, scaled to a full army (two ranks of `size`), not
    # a sum over units: a sum made each unit at the front worth a bonus of its own, so an
    # even trade there cost the side ahead more than the share gained, and a side ahead
    # never traded its way to a win.
    army = 2 * size
    return score + APPROACH * army * (army * mine - _spread(cells, own, other, size)) // mine


def chance(cells: bytes, reserves: dict[Seat, int], seat: Seat, size: int) -> float:
    """The chance `seat` wins from a board, by `evaluate`. Its score gives each side a
    bonus for closing in, so the same board scores above zero for both: half their
    difference is the side's own edge."""
    mine = evaluate(cells, reserves, seat, size)
    theirs = evaluate(cells, reserves, OPPONENT[seat], size)
    return logistic((mine - theirs) / 2, GRID_SCALE)


def _spread(cells: bytes, own: int, other: int, size: int) -> int:
    """Steps from `own` units to the middle of the `other` army, all added up (counted
    per rank and per file, so it costs a few dozen `count` calls, not a loop over units)."""
    ranks = [cells[rank * size : (rank + 1) * size] for rank in range(size)]
    files = [cells[file::size] for file in range(size)]
    total = 0.0
    for lines in (ranks, files):
        theirs = [line.count(other) for line in lines]
        enemies = sum(theirs)
        if not enemies:
            return 0
        middle = sum(index * count for index, count in enumerate(theirs)) / enemies
        total += sum(abs(index - middle) * line.count(own) for index, line in enumerate(lines))
    return round(total)


def hunts(cells: bytes, seat: Seat) -> bool:
    """Whether a search for `seat` from this board hunts the enemy unit by unit: its army
    is a remnant, smaller than `seat`'s. A search decides once, at its start, so all the
    positions it compares are judged alike; judged each by its own count, a trade that
    took the enemy down to a remnant would gain or lose the whole hunt's bonus at once."""
    mine, theirs = cells.count(UNIT_OF[seat]), cells.count(UNIT_OF[OPPONENT[seat]])
    return theirs <= REMNANT and mine > theirs


def _chase(cells: bytes, own: int, other: int, size: int) -> int:
    """Steps from each `other` unit to its `CHASERS` nearest `own` units, all added up
    (on a remnant: a few units, so a loop over them is cheap)."""
    hunters = [divmod(cell, size) for cell in unit_cells(cells, own)]
    total = 0
    for cell in unit_cells(cells, other):
        rank, file = divmod(cell, size)
        steps = sorted(abs(rank - r) + abs(file - f) for r, f in hunters)
        total += sum(steps[:CHASERS])
    return total


def turn_of(steps: Steps, board: Geometry) -> GridMove:
    if not steps:
        return PASS
    return GridMove(tuple((board.names[a], board.names[b]) for a, b in steps))


def resolve(position: Position, steps: Steps) -> Position:
    """The position after the turn `steps`, with the other side to move."""
    turn = play_turn(
        position.cells,
        turn_of(steps, position.board),
        position.mover,
        position.reserves,
        position.board,
    )
    return Position(turn.cells, dict(turn.reserves), OPPONENT[position.mover], position.board)


def best_turns(
    position: Position, width: int, allowance: Allowance, *, limit: int
) -> list[tuple[int, Steps]]:
    """Every turn the beam search scored, best first, as (score for the mover, steps);
    it stops after `limit` resolved turns or when the allowance runs out."""
    size = position.board.size
    mover = position.mover
    hunting = hunts(position.cells, mover)

    def score(steps: Steps) -> int:
        after = resolve(position, steps)
        return evaluate(after.cells, after.reserves, mover, size, hunting=hunting)

    scored: list[tuple[int, Steps]] = [(score(()), ())]
    beam: list[tuple[Steps, bytes]] = [((), position.cells)]
    seen = {position.cells}
    for _ in range(MAX_STEPS):
        grown = []
        for steps, moved in beam:
            for start, end in open_steps(moved, mover, position.board):
                after = bytearray(moved)
                after[start], after[end] = after[end], after[start]
                key = bytes(after)
                if key in seen:
                    continue
                seen.add(key)
                longer = (*steps, (start, end))
                grown.append((score(longer), longer, key))
                limit -= 1
                if not allowance.spend() or not limit:
                    break
            if allowance.spent or not limit:
                break
        grown.sort(key=lambda entry: -entry[0])
        scored += [(value, steps) for value, steps, _ in grown]
        beam = [(steps, moved) for _, steps, moved in grown[:width]]
        if allowance.spent or not limit or not beam:
            break
    scored.sort(key=lambda entry: -entry[0])
    return scored


class GridEngine:
    """Budgets count resolved turns. Depth 1 plays the best turn the beam finds; depth 2
    judges the best few by the opponent's one-beam reply; depth 3 also by the mover's
    best follow-up to that reply, which rewards turns that leave a threat standing."""

    budgets: ClassVar[dict[str, Budget]] = {
        "easy": Budget(work=400, depth=1),
        "medium": Budget(work=3_000, depth=2),
        "hard": Budget(work=16_000, depth=3),
    }
    players: ClassVar[dict[str, Player]] = {}

    def search(
        self, state: State, budget: Budget, rng: random.Random, allowance: Allowance
    ) -> Move:
        return self.analyse(state, budget, rng, allowance).move

    def analyse(
        self, state: State, budget: Budget, rng: random.Random, allowance: Allowance
    ) -> Analysis:
        """The preferred turn, and the chance of the board it leaves for the mover."""
        assert isinstance(state, GridState)
        mover = state.to_move
        assert mover is not None
        position = Position(state.cells, state.reserves, mover, state.board)
        own_share = budget.work if budget.depth == 1 else budget.work // 2
        width = max(1, own_share // WORK_PER_BEAM)
        candidates = best_turns(position, width, allowance, limit=own_share)
        top = candidates[0][0]
        tied = [entry for entry in candidates if entry[0] == top]
        preferred = [rng.choice(tied), *candidates]
        if budget.depth > 1 and not allowance.spent:
            preferred = self._looking_ahead(
                position, one_per_first_step(preferred)[:LOOKED_AT], budget.depth, allowance
            )
            preferred += candidates
        if _material(position) > 0:
            fresh = (entry for entry in preferred[:AVOIDING] if not _repeats(state, entry[1]))
            preferred = [next(fresh, preferred[0])]
        after = resolve(position, preferred[0][1])
        judged = chance(after.cells, after.reserves, mover, state.board.size)
        return Analysis(turn_of(preferred[0][1], state.board), judged)

    def _looking_ahead(
        self,
        position: Position,
        candidates: list[tuple[int, Steps]],
        depth: int,
        allowance: Allowance,
    ) -> list[tuple[int, Steps]]:
        """The candidates judged `depth` turns on (the turns after them played by one-beam
        searches), best first; those the allowance left no time for keep their order."""
        judged: list[tuple[int, Steps]] = []
        for number, (_, steps) in enumerate(candidates):
            value = _line_value(position, steps, depth, allowance)
            if allowance.spent:
                return sorted(judged, key=lambda entry: -entry[0]) + candidates[number:]
            judged.append((value, steps))
        return sorted(judged, key=lambda entry: -entry[0])


def one_per_first_step(turns: list[tuple[int, Steps]]) -> list[tuple[int, Steps]]:
    """The best turn for each first step, in the order given (a pass counts as one).

    The beam's best turns are mostly one idea with a step more or less: the same unit's
    walk, say, plus one extra step somewhere. Followed further, six of those leave every
    other plan unexamined, often the one that keeps the army out of the opponent's reach.
    Turns that start differently grew from different branches of the beam, so keeping
    only the best of each spreads the look ahead over different plans."""
    kept, firsts = [], set()
    for turn in turns:
        first = turn[1][:1]
        if first not in firsts:
            firsts.add(first)
            kept.append(turn)
    return kept


def _material(position: Position) -> int:
    """How far the mover is ahead in units, on the board and in reserve."""
    seat, other = position.mover, OPPONENT[position.mover]
    cells = position.cells
    on_board = cells.count(UNIT_OF[seat]) - cells.count(UNIT_OF[other])
    return UNIT * on_board + RESERVE * (position.reserves[seat] - position.reserves[other])


def _repeats(state: GridState, steps: Steps) -> bool:
    """Whether the turn draws by repetition at once, or lets the opponent draw by a pass
    or a single step: what a side that is ahead must not allow. The game's own record of
    earlier positions decides, through the outcome of the states it returns."""
    after = state.apply(turn_of(steps, state.board))
    if after.outcome is not None:
        return after.outcome.winner is None
    for reply in after.legal_moves():
        outcome = after.apply(reply).outcome
        if outcome is not None and outcome.winner is None:
            return True
    return False


def _line_value(position: Position, steps: Steps, depth: int, allowance: Allowance) -> int:
    """The mover's score after `steps` and `depth - 1` more turns, each side answering
    with its own one-beam best turn."""
    seat, size = position.mover, position.board.size
    hunting = hunts(position.cells, seat)
    after = resolve(position, steps)
    for _ in range(depth - 1):
        if not (after.cells.count(UNIT_OF[seat]) and after.cells.count(UNIT_OF[after.mover])):
            break
        answer = best_turns(after, 1, allowance, limit=WORK_PER_BEAM)[0][1]
        after = resolve(after, answer)
    return evaluate(after.cells, after.reserves, seat, size, hunting=hunting)


ENGINE = GridEngine()
