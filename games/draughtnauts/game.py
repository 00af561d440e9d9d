"""Draughtnauts as the registry knows it: options, the starting position, position text,
and a fast perft."""

from __future__ import annotations

import random

from games.contract import Game, Options, State
from games.draughtnauts import position
from games.draughtnauts.board import crowning_row
from games.draughtnauts.draws import QUIET_PLY_LIMIT, key_of
from games.draughtnauts.layout import GAME_ID, SEATS, Layout
from games.draughtnauts.moves import POWERUP_ORDER
from games.draughtnauts.options import DraughtnautsOptions
from games.draughtnauts.perft import perft
from games.draughtnauts.state import DraughtnautsState

MAN_MOVES = 24 * 7
"""Every man move advances at least one row and a man has at most seven rows to go."""

CAPTURE_TURNS = 12 + 11 + 2
"""Turns that remove a piece (the game ends at the twelfth of one side) or spend a
Shield (two exist)."""

POWERUP_TURNS = 2 + 8 + 2
"""Two setups, eight pick-ups and two teleports."""

IRREVERSIBLE_TURNS = MAN_MOVES + CAPTURE_TURNS + POWERUP_TURNS


class Draughtnauts(Game):
    id = GAME_ID
    title = "Draughtnauts"
    seats = SEATS
    options_model = DraughtnautsOptions
    position_format = position.__doc__ or ""
    random_game_bound = IRREVERSIBLE_TURNS + QUIET_PLY_LIMIT * (IRREVERSIBLE_TURNS + 1)
    """No game outlasts this: between two irreversible turns at most eighty quiet plies
    pass before the forty-move rule draws."""
    variants = ({}, {"powerups": "random"}, {"powerups": "choose"})

    def new(self, options: Options, seed: int) -> DraughtnautsState:
        assert isinstance(options, DraughtnautsOptions)
        layout = Layout.opening()
        if options.powerups == "random":
            rng = random.Random(seed)
            placed: dict[int, str] = {}
            for seat in (0, 1):
                letters = rng.sample(POWERUP_ORDER, len(POWERUP_ORDER))
                placed |= dict(zip(crowning_row(seat), letters, strict=True))
            layout = layout.with_unclaimed(placed)
        pending = (0, 1) if options.powerups == "choose" else ()
        return DraughtnautsState(options, layout, 0, pending=pending)

    def from_position(self, text: str, options: Options) -> DraughtnautsState:
        assert isinstance(options, DraughtnautsOptions)
        read = position.read(text, options.with_powerups, options.powerups == "choose")
        window = (*read.earlier, key_of(read.layout, read.seat))
        return DraughtnautsState(
            options, read.layout, read.seat, pending=read.setup_pending, window=window
        )

    def perft(self, state: State, depth: int) -> int:
        """The bitboard walk for positions without power-ups, the generic one otherwise."""
        assert isinstance(state, DraughtnautsState)
        layout = state.layout
        if depth == 0 or state.is_over or layout.held or layout.unclaimed or state.pending:
            return super().perft(state, depth)
        node = (layout.dark, layout.light, layout.kings, state.seat_index)
        return perft(node, depth, state.window)


GAME = Draughtnauts()
