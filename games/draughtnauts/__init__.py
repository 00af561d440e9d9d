"""Draughtnauts: English draughts (American checkers), optionally with power-ups.

The package is split by idea: `options` (the `powerups` variant), `board` (the 32 dark
squares and their geometry), `bitboards` and `movegen` (fast move generation on Python
ints, shared by play and by perft), `perft` (counting move sequences on bitboards),
`moves` (the move types and their notation), `layout` (pieces and power-ups as a value),
`effects` (what a turn does to a layout), `rules` (the legal turns), `draws` (the draw
rules), `notation` (lenient input), `refusals` (why a move is illegal, in words),
`position` (PDN FEN both ways), `state` and `game` (the contract), and `RULES.md`.

What a renderer may rely on (read-only, kept stable):

* `board.SQUARES` is 1..32 and `board.cell(square)` gives `(row, column)`, both 0..7,
  row 0 at the top holding squares 1-4 (Dark's home row), column 0 at the left: the
  standard diagram with Dark at the top and Light at the bottom.
* `state.pieces`: a mapping square -> `Piece(owner, king, powerups)`, where `owner` is
  "dark" or "light", `king` a bool and `powerups` a string of held power-up letters in
  the order `S` Sword, `H` Shield, `C` Cannon, `T` Teleporter (only kings hold any).
* `state.unclaimed`: a mapping square -> power-up letter, for power-ups still lying on a
  crowning row. Squares 29-32 hold Dark's, squares 1-4 Light's (`board.owner_of_row`).
* `state.setup_pending`: the seats that still have to place their power-ups (empty
  outside the setup phase of `powerups=choose`).
* `state.last_move.squares`: the squares the moving piece passed through, in order (a
  cannon shot gives the gunner's square then the target; a setup gives an empty tuple),
  and `state.last_move.jumped`: the squares it jumped or shot at (a piece still standing
  there was saved by its Shield).
* `state.options.powerups`: "off", "choose" or "random".
"""

from games.draughtnauts.game import GAME

__all__ = ["GAME"]
