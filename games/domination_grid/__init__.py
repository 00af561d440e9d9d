"""Domination 16x16, the unit-conflict game (RULES.md section 4; rules page: RULES.md here).

A turn moves units by up to five single steps, then every clash on the board is settled at
once, then the mover may refill enclosed holes from its reserve. Whole turns are far too
many to list, so `legal_moves()` offers the single steps and `pass` (all legal turns) and
`suggest` helps a player build longer turns step by step.

What a renderer may rely on (read-only, stable):

* `state.size` -- the board is `size` x `size`; files `a`.., ranks 1.. from Black's side.
* `state.unit_at("c2")` -- `"black"`, `"white"` or None for an empty square;
  `state.units("black")` -- the squares of that side's units, rank 1 first, file a first.
* `state.cells` -- the same board as one `bytes` string (`b`, `w`, `.`), rank 1 first,
  file a first: the fast way to draw every square.
* `state.reserves` -- `{"black": n, "white": n}`: discarded units waiting to return.
* `state.last_move` -- a `GridMove` or None; `last_move.paths` is a tuple of paths, each
  a tuple of square names from the unit's start to its end (`(("c2", "c3", "c4"),)`).
* `state.last_conflicts` -- the conflicts the last turn settled, each a `Conflict` with
  `kind` (`ConflictKind`: majority, tie, surround) and `units`, one `ConflictUnit` per
  unit involved: its `square`, the `seat` that owned it when the conflict began and its
  `fate` (`Fate`: kept, discarded, destroyed, turned).
* `state.last_reinforcements` -- squares that received a unit from the mover's reserve.
* `state.to_move`, `state.outcome`, `state.ply` -- as the contract defines them.
"""

from games.domination_grid.conflicts import Conflict, ConflictKind, ConflictUnit, Fate
from games.domination_grid.game import GAME, DominationGrid
from games.domination_grid.move import PASS, GridMove
from games.domination_grid.options import GridOptions
from games.domination_grid.state import GridState

__all__ = [
    "GAME",
    "PASS",
    "Conflict",
    "ConflictKind",
    "ConflictUnit",
    "DominationGrid",
    "Fate",
    "GridMove",
    "GridOptions",
    "GridState",
]
