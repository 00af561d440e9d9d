"""Arena pairings across teams and the teams' scores, pure."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.team_battles.arena import Waiting, opponent_for, pairs, scores

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def waiting(user: int, team: int, minutes: int, last: int | None = None) -> Waiting:
    return Waiting(user, team, T0 + timedelta(minutes=minutes), last)


def test_a_free_player_meets_the_longest_waiting_player_of_another_team():
    free = waiting(1, 10, 5)
    others = [waiting(2, 10, 0), waiting(3, 20, 3), waiting(4, 30, 1)]
    assert opponent_for(free, others).user_id == 4


def test_nobody_meets_their_last_opponent_again_at_once():
    free = waiting(1, 10, 5, last=4)
    assert opponent_for(free, [waiting(4, 20, 0, last=1)]) is None
    assert opponent_for(free, [waiting(4, 20, 0, last=1), waiting(5, 20, 2)]).user_id == 5


def test_pairs_go_to_the_longest_waiting_first_and_only_across_teams():
    found = pairs([waiting(1, 10, 0), waiting(2, 10, 1), waiting(3, 20, 2), waiting(4, 20, 3)])
    assert [(a.user_id, b.user_id) for a, b in found] == [(1, 3), (2, 4)]


def test_a_team_scores_its_best_players_only():
    points = {1: (10, 4), 2: (10, 2), 3: (10, 2), 4: (20, 6), 5: (30, 1)}
    ranked = scores(points, [10, 20, 30], top=2)
    assert [(t.team, t.score) for t in ranked] == [(10, 6), (20, 6), (30, 1)]
    assert ranked[0].scorers == ((1, 4), (2, 2))
