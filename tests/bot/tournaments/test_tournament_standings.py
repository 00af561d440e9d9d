"""Standings order and shared ranks, and the formats' rules for withdrawals, the last
round and drawn games."""

from __future__ import annotations

from bot.tournaments.pairing.formats import (
    EliminationFormat,
    FormatKind,
    Progress,
    RoundRobinFormat,
    SwissFormat,
)
from bot.tournaments.pairing.model import Game, Table
from bot.tournaments.pairing.standings import rank
from bot.tournaments.pairing.tiebreaks import buchholz


def test_points_then_tiebreak_then_seed_and_equal_lines_share_a_rank() -> None:
    games = [Game(1, 1, 2, 2), Game(1, 3, 4, 3), Game(2, 2, 3, None), Game(2, 4, 1, None)]
    table = rank([1, 2, 3, 4], {4}, games, buchholz)
    assert [(s.rank, s.entry, s.points, s.tiebreak) for s in table] == [
        (1, 2, 1.5, 2.0),
        (1, 3, 1.5, 2.0),
        (3, 1, 0.5, 2.0),
        (3, 4, 0.5, 2.0),
    ]
    assert [(s.wins, s.draws, s.losses, s.withdrawn) for s in table][3] == (0, 1, 1, True)


def test_round_robin_turns_a_game_against_a_withdrawn_player_into_a_bye() -> None:
    event = RoundRobinFormat(4)
    tables = event.next_tables(1, Progress((1, 2, 3, 4), withdrawn=frozenset({4})))
    assert tables == [Table("R1-1-walkover", 1, None), Table("R1-2", 3, 2)]


def test_swiss_champion_waits_for_the_last_round() -> None:
    event = SwissFormat(2)
    first = Table("R1-1", 1, 2)
    after_one = Progress((1, 2), tables=(first,), results={"R1-1": 2}, rounds={"R1-1": 1})
    assert event.champion(after_one) is None
    second = Table("R2-1", 2, 1)
    after_two = Progress(
        (1, 2),
        tables=(first, second),
        results={"R1-1": 2, "R2-1": None},
        rounds={"R1-1": 1, "R2-1": 2},
    )
    assert event.champion(after_two) == 2
    assert event.next_tables(3, after_two) == []


def test_a_drawn_elimination_game_sends_the_better_seed_through() -> None:
    knockout = EliminationFormat(FormatKind.SINGLE_ELIMINATION, 4)
    assert knockout.settle_draw(Table("W1-2", 4, 1)) == 1
    assert SwissFormat(3).settle_draw(Table("R1-1", 4, 1)) is None
