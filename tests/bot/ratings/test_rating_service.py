"""Ratings: the OpenSkill update, the provisional marker, and the service over a real
database fed by the match service's events."""

from __future__ import annotations

import pytest

from bot.core.events import MatchEnded
from bot.core.records import EndHow
from bot.ratings.records import GameResult, MemberRating
from bot.ratings.service import (
    PROVISIONAL_GAMES,
    START_MU,
    START_SIGMA,
    RatingService,
    rate_game,
    shown,
)
from bot.ratings.storage.rating_store import SqlRatingStore
from i18n import Message

pytestmark = pytest.mark.postgres

ALICE, BOB, CAROL = 101, 102, 103


def fresh(user_id: int, **record: int) -> MemberRating:
    return MemberRating(1, "race", user_id, START_MU, START_SIGMA, **record)


def test_winner_gains_what_the_loser_drops_and_both_grow_surer() -> None:
    alice, bob = rate_game(fresh(ALICE), fresh(BOB), winner=ALICE)
    assert alice.mu > START_MU > bob.mu
    assert alice.mu - START_MU == pytest.approx(START_MU - bob.mu)
    assert alice.sigma < START_SIGMA and bob.sigma < START_SIGMA
    assert (alice.wins, alice.losses, bob.wins, bob.losses) == (1, 0, 0, 1)


def test_draw_between_equals_moves_nobody_but_counts_as_a_draw() -> None:
    alice, bob = rate_game(fresh(ALICE), fresh(BOB), winner=None)
    assert alice.mu == pytest.approx(START_MU) and bob.mu == pytest.approx(START_MU)
    assert (alice.draws, bob.draws) == (1, 1)


def test_upset_moves_more_than_an_expected_win() -> None:
    strong = MemberRating(1, "race", ALICE, 1900.0, 150.0)
    weak = MemberRating(1, "race", BOB, 1300.0, 150.0)
    expected, _ = rate_game(strong, weak, winner=ALICE)
    upset, _ = rate_game(strong, weak, winner=BOB)
    assert abs(upset.mu - 1900.0) > abs(expected.mu - 1900.0)


def test_rating_shows_a_question_mark_while_provisional() -> None:
    assert shown(fresh(ALICE, wins=PROVISIONAL_GAMES - 1)) == "1500?"
    assert shown(fresh(ALICE, wins=PROVISIONAL_GAMES - 2, draws=2)) == "1500"


# ----------------------------------------------------------------- with the database


@pytest.fixture
def ratings(database, clock, events):
    service = RatingService(SqlRatingStore(database), clock)
    events.subscribe(MatchEnded, service.on_match_ended)
    return service


async def play_to_the_end(matches, first: int, second: int, channel: int):
    """A Race to 2 that the first seat wins with one move."""
    match = await matches.create_match(
        1, channel, "race", {"target": 2}, 0, {"first": first, "second": second}
    )
    await matches.play(match.id, first, "+2")
    return match


async def test_a_finished_match_rates_both_players_and_records_history(matches, ratings):
    match = await play_to_the_end(matches, ALICE, BOB, channel=1)
    alice = await ratings.stats(1, "race", ALICE)
    bob = await ratings.stats(1, "race", BOB)
    assert alice.rating.mu > START_MU > bob.rating.mu
    assert [(c.match_id, c.opponent_id, c.result) for c in alice.recent] == [
        (match.id, BOB, GameResult.WIN)
    ]
    assert bob.recent[0].mu_before == START_MU and bob.recent[0].mu == bob.rating.mu


async def test_a_repeated_event_counts_once(matches, ratings, database):
    match = await play_to_the_end(matches, ALICE, BOB, channel=1)
    ended = await matches.get(match.id)
    await ratings.on_match_ended(MatchEnded(ended, ended.result))
    assert (await ratings.rating(1, "race", ALICE)).wins == 1


async def test_aborted_and_unrated_matches_leave_ratings_alone(matches, database, clock, events):
    service = RatingService(SqlRatingStore(database), clock, policy=_only_channel_one)
    events.subscribe(MatchEnded, service.on_match_ended)
    aborted = await matches.create_match(1, 1, "race", {}, 0, {"first": ALICE, "second": BOB})
    await matches.end_match(aborted.id, None, Message("match-reason-aborted"), how=EndHow.ABORT)
    await play_to_the_end(matches, ALICE, BOB, channel=2)
    assert (await service.rating(1, "race", ALICE)).games == 0


async def _only_channel_one(match) -> bool:
    return match.channel_id == 1


async def test_leaderboard_puts_provisional_players_after_established_ones(matches, ratings):
    for channel in range(PROVISIONAL_GAMES):
        await play_to_the_end(matches, ALICE, BOB, channel=10 + channel)
    await play_to_the_end(matches, CAROL, BOB, channel=99)
    board = await ratings.leaderboard(1, "race")
    assert [r.user_id for r in board.established] == [ALICE, BOB]
    assert [r.user_id for r in board.provisional] == [CAROL]
    stats = await ratings.stats(1, "race", BOB, recent=2)
    assert [c.opponent_id for c in stats.recent] == [CAROL, ALICE]
