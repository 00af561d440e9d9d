"""Draagostat (A Game of Dominion): a 4x4 building race with builders and dragons.

Rules as this project plays them: RULES.md beside this file (and section 1 of the
project's shared rules). The package is split by idea: `geometry` (squares), `board`
(the position the rules read), `moves` (one class per kind of turn, printing the
canonical notation), `rules` (which turns are legal and what they do), `city` (the
Dominion test), `notation` (reading typed moves), `position_text` (the position as text,
both ways), `setup` (where the pieces start), `options`, `state` and `game`.

What a renderer may rely on (stable, read-only), on a `DraagostatState`:

* `state.buildings` -> dict square name -> `Building(owner, height)`, only for squares
  that hold one; height 1 one-story, 2 two-story, 3 citadel (`building.is_citadel`).
* `state.pieces` -> tuple of four `Piece(owner, kind, square, captive)`, always in the
  order dark builder, dark dragon, light builder, light dragon; `kind` is "builder" or
  "dragon"; `captive` is True for a builder held on an opposing citadel. Pieces of one
  colour may share a square, and a captive shares its citadel with at most one captor.
* `state.pool(seat)` -> `Pool(stories, citadels)` still off the board for that seat.
* `state.city` -> the winner's five squares (names) after a Dominion win, else None.
* `state.to_move`, `state.outcome`, `state.ply`, `state.options` as in the contract.
* `state.last_move` -> a move (or None) whose `squares` attribute lists the square names
  it touched, in the order they appear in its notation (e.g. `Dc2xc3>d1` -> c2, c3, d1).

Seats are "dark" and "light"; squares are named a1-d4 (files a-d left to right, ranks 1-4
bottom to top), and `geometry.SQUARES` lists them a1, b1, c1, d1, a2, ..., d4.

Position text: the docstring of `position_text` (also `python -m games help draagostat`).

The rules page's diagram.png is drawn by the renderer; to redraw it:
`python -m render draagostat --position "s.../.Tt./S.c./C..S dark dark=b3,a2
light=c3,d4 delay=- converted=-" --out games/draagostat/diagram.png Bb3xc3>b1`.
"""

from games.draagostat.game import GAME, Draagostat

__all__ = ["GAME", "Draagostat"]
