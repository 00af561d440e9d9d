"""The tournament service end to end over a real database, with the Race test game and
a host that records what members would see instead of talking to Discord."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

import games
from bot.core.errors import Conflict, InvalidRequest
from bot.core.events import MatchEnded
from bot.core.matches import MatchService
from bot.core.scheduler import Scheduler
from bot.core.storage.match_store import SqlMatchStore
from bot.core.storage.timer_store import TimerStore
from bot.ratings.service import RatingService
from bot.ratings.storage.rating_store import SqlRatingStore
from bot.tournaments.entrant_names import EntrantNames
from bot.tournaments.news import Finished
from bot.tournaments.records import TournamentPlan, TournamentStatus
from bot.tournaments.registration import checked_name
from bot.tournaments.rounds import ROUND_DEADLINE
from bot.tournaments.service import TournamentService, rated_policy
from bot.tournaments.storage.entrant_name_store import EntrantNameStore
from bot.tournaments.storage.tournament_store import SqlTournamentStore
from tests.bot.conftest import race_lookup

pytestmark = pytest.mark.postgres

MOD = 1
GUILD = 7


class MembersOnly:
    """Table seats where every entrant is a member sitting at the board themselves (the
    computer's part is tested in tests/bot/computer)."""

    def accounts(self, players):
        return dict(players)

    async def seated(self, match, players) -> None:
        pass

    async def begin(self, match) -> None:
        pass

    def entrant(self, account, players):
        return account


def build(
    database, clock, events, host, *, scheduler=None, lookup=race_lookup, ratings=RatingService
):
    """The service and what it needs; pass `scheduler` to fire round deadlines, and
    `ratings` a `RatingService` subclass of the test's own."""
    matches = MatchService(SqlMatchStore(database), events, clock, game_lookup=lookup)
    store = SqlTournamentStore(database)
    ratings = ratings(SqlRatingStore(database), clock, rated_policy(store))
    service = TournamentService(
        store,
        matches,
        ratings,
        host,
        clock=clock,
        scheduler=scheduler or Scheduler(TimerStore(database), clock),
        rng=random.Random(3),
        seats=MembersOnly(),
        names=EntrantNames(EntrantNameStore(database)),
        game_lookup=lookup,
    )
    events.subscribe(MatchEnded, ratings.on_match_ended)
    events.subscribe(MatchEnded, service.rounds.on_match_ended)
    return service, matches, ratings


def plan(fmt: str, rounds: int | None = None, **changes) -> TournamentPlan:
    fields = {
        "name": "Cup",
        "game_id": "race",
        "options": {"target": 2},
        "format": fmt,
        "swiss_rounds": rounds,
        "time_control": None,
        "round_days": 3,
        "rated": True,
        "duplicate_deals": False,
    }
    return TournamentPlan(**(fields | changes))


async def open_event(service, fmt, players, rounds=None, **changes):
    tournament = await service.registration.create(
        GUILD, 50, MOD, plan(fmt, rounds, **changes), timedelta(days=1)
    )
    for user in players:
        await service.registration.join(GUILD, tournament.id, user)
    return tournament


async def play_round(service, matches, tournament_id, winner_of=lambda table, snap: None):
    """Finish every open table: the first seat wins unless `winner_of` names someone."""
    snap = await service.snapshot(GUILD, tournament_id)
    for table in snap.current_tables():
        if table.finished:
            continue
        match = await matches.get(table.match_id)
        chosen = winner_of(table, snap)
        if chosen is None:
            await matches.play(match.id, match.seats["first"], "+2")
        else:
            loser = next(u for u in match.seats.values() if u != chosen)
            await matches.resign(match.id, loser)
    await service.rounds.settled()


async def start(service, tournament_id, moderator=MOD):
    """Start the event and wait for its tables to open; the snapshot after."""
    await service.rounds.start(GUILD, tournament_id, moderator)
    await service.rounds.settled()
    return await service.snapshot(GUILD, tournament_id)


async def fire_due(scheduler, service) -> int:
    """Fire the due timers and let the tables they open open."""
    fired = await scheduler.fire_due()
    await service.rounds.settled()
    return fired


def better_seed_wins(table, snap) -> int:
    return snap.user_of(min(table.first_seed, table.second_seed))


async def test_swiss_of_eight_runs_three_rounds_to_a_champion(database, clock, events, host):
    service, matches, ratings = build(database, clock, events, host)
    tournament = await open_event(service, "swiss", range(11, 19), rounds=3)
    await start(service, tournament.id, MOD)
    for _ in range(3):
        assert len((await service.snapshot(GUILD, tournament.id)).current_tables()) == 4
        await play_round(service, matches, tournament.id, better_seed_wins)
    snap = await service.snapshot(GUILD, tournament.id)
    assert snap.tournament.status == TournamentStatus.FINISHED
    assert len(snap.tables) == 12 and all(t.finished for t in snap.tables)
    assert snap.tournament.champion_id == snap.user_of(1)
    assert snap.standings()[0].points == 3.0
    assert Finished(snap.tournament.champion_id) in host.announcements
    assert (await ratings.rating(GUILD, "race", snap.tournament.champion_id)).wins == 3


async def test_single_elimination_of_five_with_byes_drop_and_substitute(
    database, clock, events, host
):
    service, matches, _ = build(database, clock, events, host)
    tournament = await open_event(service, "single-elimination", [21, 22, 23, 24, 25])
    snap = await start(service, tournament.id, MOD)
    # Seeds 1-3 have byes; 4 v 5 and 2 v 3 (both byes through) are playable at once.
    assert sorted(t.key for t in snap.current_tables()) == ["W1-2", "W2-2"]
    seed_two, seed_four = snap.user_of(2), snap.user_of(4)
    await service.moderation.substitute(GUILD, tournament.id, MOD, seed_four, 99)
    await service.rounds.settled()
    assert host.threads[-1][1].count(99) == 1
    await service.moderation.drop(GUILD, tournament.id, MOD, seed_two)
    snap = await service.snapshot(GUILD, tournament.id)
    w22 = next(t for t in snap.tables if t.key == "W2-2")
    assert w22.finished and w22.winner_seed == 3
    await play_round(service, matches, tournament.id)
    while (await service.get(GUILD, tournament.id)).status == TournamentStatus.RUNNING:
        await play_round(service, matches, tournament.id)
    final = await service.snapshot(GUILD, tournament.id)
    assert final.tournament.champion_id is not None
    assert final.tournament.champion_id not in (seed_two, seed_four)
    actions = [
        (a.moderator_id, a.action) for a in await service.moderation.log(GUILD, tournament.id)
    ]
    assert actions == [(MOD, "create"), (MOD, "start"), (MOD, "substitute"), (MOD, "drop")]


async def deadline_timer(database, tournament_id):
    return await TimerStore(database).get(ROUND_DEADLINE, str(tournament_id))


async def test_round_robin_deadline_draws_unfinished_games(
    database, clock, events, host, scheduler
):
    service, _, _ = build(database, clock, events, host, scheduler=scheduler)
    tournament = await open_event(service, "round-robin", [31, 32, 33])
    await start(service, tournament.id, MOD)
    first_deadline = (await service.get(GUILD, tournament.id)).round_deadline
    assert (await deadline_timer(database, tournament.id)).due_at == first_deadline
    clock.advance(days=3, seconds=1)
    assert await fire_due(scheduler, service) == 1
    snap = await service.snapshot(GUILD, tournament.id)
    first_round = [t for t in snap.tables if t.round == 1]
    assert all(t.finished for t in first_round)
    assert [t.winner_seed for t in first_round if t.second_seed] == [None]
    assert snap.tournament.current_round == 2
    second_deadline = snap.tournament.round_deadline
    assert (await deadline_timer(database, tournament.id)).due_at == second_deadline


async def test_an_extended_deadline_does_not_fire_at_the_old_time(
    database, clock, events, host, scheduler
):
    service, _, _ = build(database, clock, events, host, scheduler=scheduler)
    tournament = await open_event(service, "round-robin", [31, 32, 33])
    await start(service, tournament.id, MOD)
    await service.moderation.extend(GUILD, tournament.id, MOD, timedelta(days=2))
    clock.advance(days=3, seconds=1)
    assert await fire_due(scheduler, service) == 0
    snap = await service.snapshot(GUILD, tournament.id)
    assert snap.tournament.current_round == 1
    assert not any(t.finished for t in snap.current_tables() if t.second_seed)
    clock.advance(days=2)
    assert await fire_due(scheduler, service) == 1
    assert (await service.get(GUILD, tournament.id)).current_round == 2


async def test_a_deadline_moved_without_its_timer_sets_the_timer_again(
    database, clock, events, host, scheduler
):
    service, _, _ = build(database, clock, events, host, scheduler=scheduler)
    tournament = await open_event(service, "round-robin", [31, 32, 33])
    await start(service, tournament.id, MOD)
    moved = (await service.get(GUILD, tournament.id)).round_deadline + timedelta(days=1)
    await SqlTournamentStore(database).set_deadline(tournament.id, moved)
    clock.advance(days=3, seconds=1)
    await fire_due(scheduler, service)
    assert (await service.get(GUILD, tournament.id)).current_round == 1
    assert (await deadline_timer(database, tournament.id)).due_at == moved


async def test_a_finished_or_cancelled_event_leaves_no_deadline_timer(
    database, clock, events, host
):
    service, matches, _ = build(database, clock, events, host)
    finished = await open_event(service, "swiss", [81, 82], rounds=1)
    await start(service, finished.id, MOD)
    await play_round(service, matches, finished.id)
    assert (await service.get(GUILD, finished.id)).status == TournamentStatus.FINISHED
    cancelled = await open_event(service, "swiss", [83, 84], rounds=1)
    await start(service, cancelled.id, MOD)
    await service.moderation.cancel(GUILD, cancelled.id, MOD)
    assert await deadline_timer(database, finished.id) is None
    assert await deadline_timer(database, cancelled.id) is None


async def test_moderator_extends_the_deadline_and_corrects_a_result(database, clock, events, host):
    service, _, _ = build(database, clock, events, host)
    tournament = await open_event(service, "swiss", [41, 42, 43, 44], rounds=2)
    await start(service, tournament.id, MOD)
    before = (await service.get(GUILD, tournament.id)).round_deadline
    await service.moderation.extend(GUILD, tournament.id, MOD, timedelta(days=2))
    assert (await service.get(GUILD, tournament.id)).round_deadline == before + timedelta(days=2)
    snap = await service.snapshot(GUILD, tournament.id)
    table = snap.current_tables()[0]
    loser = snap.user_of(table.second_seed)
    await service.moderation.set_result(GUILD, tournament.id, MOD, table.key, loser)
    snap = await service.snapshot(GUILD, tournament.id)
    assert next(t for t in snap.tables if t.key == table.key).winner_seed == table.second_seed
    await service.moderation.set_result(GUILD, tournament.id, MOD, table.key, None)
    snap = await service.snapshot(GUILD, tournament.id)
    assert next(t for t in snap.tables if t.key == table.key).winner_seed is None
    assert [a.action for a in await service.moderation.log(GUILD, tournament.id)][-3:] == [
        "extend",
        "result",
        "result",
    ]


async def test_registration_rules(database, clock, events, host):
    service, _, _ = build(database, clock, events, host)
    tournament = await open_event(service, "swiss", [51], rounds=1)
    with pytest.raises(Conflict):
        await service.registration.join(GUILD, tournament.id, 51)
    with pytest.raises(Conflict):
        await start(service, tournament.id, MOD)
    await service.registration.leave(GUILD, tournament.id, 51)
    clock.advance(days=1)
    with pytest.raises(Conflict):
        await service.registration.join(GUILD, tournament.id, 52)
    with pytest.raises(InvalidRequest):
        await service.registration.create(GUILD, 50, MOD, plan("swiss", None), timedelta(days=1))
    with pytest.raises(InvalidRequest):
        await service.registration.create(
            GUILD, 50, MOD, plan("swiss", 3, duplicate_deals=True), timedelta(days=1)
        )


async def test_cancel_stops_every_game_and_ignores_their_ends(database, clock, events, host):
    service, matches, _ = build(database, clock, events, host)
    tournament = await open_event(service, "swiss", [61, 62], rounds=1)
    snap = await start(service, tournament.id, MOD)
    await service.moderation.cancel(GUILD, tournament.id, MOD)
    match = await matches.get(snap.current_tables()[0].match_id)
    assert not match.is_ongoing
    snap = await service.snapshot(GUILD, tournament.id)
    assert snap.tournament.status == TournamentStatus.CANCELLED
    assert not any(t.finished for t in snap.tables)


async def test_unrated_tournament_leaves_ratings_alone(database, clock, events, host):
    service, matches, ratings = build(database, clock, events, host)
    tournament = await open_event(service, "swiss", [71, 72], rounds=1, rated=False)
    await start(service, tournament.id, MOD)
    await play_round(service, matches, tournament.id)
    assert (await ratings.rating(GUILD, "race", 71)).games == 0


async def test_duplicate_deals_give_every_table_of_a_round_the_same_cards(
    database, clock, events, host
):
    service, matches, _ = build(database, clock, events, host, lookup=games.get)
    tournament = await open_event(
        service,
        "swiss",
        range(81, 85),
        rounds=1,
        game_id="domination-cards",
        options={},
        duplicate_deals=True,
    )
    snap = await start(service, tournament.id, MOD)
    played = [await matches.get(t.match_id) for t in snap.current_tables()]
    assert played[0].options == played[1].options
    assert played[0].options["order"]
    assert played[0].seed != played[1].seed


async def test_every_table_gets_the_tournament_time_control(database, clock, events, host):
    service, matches, _ = build(database, clock, events, host)
    tournament = await open_event(service, "swiss", [91, 92, 93, 94], rounds=1, time_control="2d")
    snap = await start(service, tournament.id, MOD)
    tables = snap.current_tables()
    assert len(tables) == 2
    for table in tables:
        assert (await matches.get(table.match_id)).time_control == "2d"


@pytest.mark.parametrize("typed", ["", "   ", "\u3000\t"])
def test_a_name_of_spaces_alone_is_no_name(typed):
    assert checked_name(typed) == ""  # worded in each reader's language, never stored
    assert checked_name(f" Spring {typed}") == "Spring"
