"""Swiss pairing as one maximum-weight matching over the whole field.

A greedy "pair the top of each score group downwards" loop can paint itself into a
corner: the last players left may all have met. Instead every possible pair gets a
weight (`swiss_weights`: the rules as merits, most important first) and rustworkx (a
compiled blossom algorithm) finds the perfect matching of greatest total weight, which
is the best round under all the rules at once. It runs on the few pairs that can matter
and proves the result as good as the best over every pair (`swiss_window`).

`pair_round` takes and returns plain picklable values, so the bot can run it in a worker
process: a big field still takes a noticeable share of a second, which must not stall
the event loop.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.tournaments.pairing.model import Entry, Game, Table
from bot.tournaments.pairing.seat_balance import first_seat_goes_to_a
from bot.tournaments.pairing.swiss_weights import PairWeights
from bot.tournaments.pairing.swiss_window import best_matching


def pair_round(round_number: int, active: Sequence[Entry], games: Sequence[Game]) -> list[Table]:
    """The tables of the next Swiss round for the `active` entries.

    `games` is every finished game of the event so far, dropped players' included (their
    results still count for scores). Tables come in board order, highest scores first,
    with the bye (if the field is odd) last.
    """
    weights = PairWeights(active, games)
    field = weights.field
    pairs = best_matching(weights)
    tables = []
    games_of_round = [(a, b) for a, b in pairs if b != field]
    for board, (higher, lower) in enumerate(games_of_round, start=1):
        first, second = _seats(weights, higher, lower, board)
        tables.append(Table(f"R{round_number}-{board}", first, second))
    tables.extend(
        Table(f"R{round_number}-bye", weights.ranking[a], None) for a, b in pairs if b == field
    )
    return tables


def _seats(weights: PairWeights, higher: int, lower: int, board: int) -> tuple[Entry, Entry]:
    higher_first = first_seat_goes_to_a(weights.wishes[higher], weights.wishes[lower], True)
    if higher_first is None:
        higher_first = board % 2 == 1
    first, second = (higher, lower) if higher_first else (lower, higher)
    return weights.ranking[first], weights.ranking[second]
