"""Tournaments and ratings, on both backends."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest

from bot.ratings.records import GameResult, MemberRating, RatingChange
from bot.ratings.storage.rating_store import AlreadyRated, SqlRatingStore
from bot.tournaments.records import (
    ActionKind,
    Entrant,
    ModeratorAction,
    TableRecord,
    TournamentPlan,
    TournamentStatus,
)
from bot.tournaments.storage.tournament_store import AlreadyEntered, SqlTournamentStore
from tests.bot.store_contract.conftest import ALICE, BOB, CAROL, GUILD, NOW, new_match

pytestmark = pytest.mark.postgres

PLAN = TournamentPlan("Spring", "race", {"target": 30}, "swiss", 3, "3d", 4, True, False)


@pytest.fixture
def store(database):
    return SqlTournamentStore(database)


async def create(store, **changes):
    return await store.create(
        **{
            "guild_id": GUILD,
            "channel_id": 7,
            "plan": PLAN,
            "seed": 2**62,
            "registration_ends": NOW + timedelta(days=1),
            "created_by": CAROL,
            "now": NOW,
            **changes,
        }
    )


async def test_a_tournament_reads_back_and_changes(store):
    made = await create(store)
    assert await store.get(made.id) == made
    assert (made.plan, made.status, made.current_round) == (PLAN, TournamentStatus.REGISTRATION, 0)
    await store.set_message(made.id, 2**62 + 1)
    await store.set_status(made.id, TournamentStatus.RUNNING)
    await store.set_deadline(made.id, NOW + timedelta(days=4))
    changed = await store.get(made.id)
    assert (changed.message_id, changed.status, changed.round_deadline) == (
        2**62 + 1,
        TournamentStatus.RUNNING,
        NOW + timedelta(days=4),
    )
    await store.finish(made.id, ALICE)
    finished = await store.get(made.id)
    assert (finished.status, finished.champion_id, finished.round_deadline) == (
        TournamentStatus.FINISHED,
        ALICE,
        None,
    )


async def test_the_server_s_open_tournaments_newest_first_and_deletion(store):
    first = await create(store)
    second = await create(store)
    elsewhere = await create(store, guild_id=5)
    assert [t.id for t in await store.in_guild(GUILD)] == [second.id, first.id]
    await store.record_action(second.id, CAROL, ActionKind.CANCEL, {}, NOW)
    await store.add_entrant(second.id, ALICE, NOW)
    await store.delete(second.id)
    assert await store.get(second.id) is None
    await store.set_status(first.id, TournamentStatus.CANCELLED)
    assert await store.in_guild(GUILD) == []
    assert [t.id for t in await store.in_guild(5)] == [elsewhere.id]


async def test_entrants_join_once_withdraw_and_are_substituted(store):
    made = await create(store)
    await store.add_entrant(made.id, BOB, NOW)
    await store.add_entrant(made.id, ALICE, NOW + timedelta(seconds=1))
    with pytest.raises(AlreadyEntered):
        await store.add_entrant(made.id, ALICE, NOW)
    assert [e.user_id for e in await store.entrants(made.id)] == [BOB, ALICE]
    assert await store.remove_entrant(made.id, BOB)
    assert not await store.remove_entrant(made.id, BOB)
    await store.add_entrant(made.id, BOB, NOW + timedelta(seconds=2))
    tables = [TableRecord("R1-1", 1, 1, 2)]
    assert await store.start(made.id, [ALICE, BOB], NOW + timedelta(days=4), tables)
    assert not await store.start(made.id, [BOB, ALICE], NOW + timedelta(days=5), tables)
    assert await store.entrants(made.id) == [
        Entrant(ALICE, NOW + timedelta(seconds=1), 1),
        Entrant(BOB, NOW + timedelta(seconds=2), 2),
    ]
    assert await store.withdraw(made.id, BOB)
    assert await store.substitute(made.id, ALICE, CAROL)
    assert not await store.substitute(made.id, ALICE, CAROL)
    entrants = await store.entrants(made.id)
    assert [(e.user_id, e.seed, e.withdrawn) for e in entrants] == [
        (CAROL, 1, False),
        (BOB, 2, True),
    ]
    started = await store.get(made.id)
    assert (started.status, started.current_round) == (TournamentStatus.RUNNING, 1)


async def test_tables_keep_their_pairing_order_and_results(store, match_store):
    made = await create(store, plan=replace(PLAN, rated=False))
    keys = [f"R1-{n}" for n in (1, 2, 10, 3)]  # not in text order
    round_one = [TableRecord(key, 1, n, n + 10) for n, key in enumerate(keys, start=1)]
    await store.start(made.id, [], NOW + timedelta(days=4), round_one)
    await store.begin_round(made.id, 2, NOW + timedelta(days=8), [TableRecord("R2-1", 2, 1, None)])
    assert [t.key for t in await store.tables(made.id)] == [*keys, "R2-1"]
    match = await match_store.create(new_match(), NOW)
    await store.attach_match(made.id, "R1-10", match.id)
    await store.finish_table(made.id, "R1-10", 3)
    assert await store.table_of_match(match.id) == (
        made.id,
        TableRecord("R1-10", 1, 3, 13, match.id, True, 3),
    )
    assert await store.is_unrated_match(match.id)
    await store.attach_match(made.id, "R1-10", None)
    assert await store.table_of_match(match.id) is None
    assert not await store.is_unrated_match(match.id)
    assert (await store.get(made.id)).current_round == 2


async def test_the_moderators_log(store):
    made = await create(store)
    await store.record_action(made.id, CAROL, ActionKind.START, {"players": 8}, NOW)
    later = NOW + timedelta(minutes=1)
    await store.record_action(made.id, CAROL, ActionKind.DROP, {"user_id": ALICE}, later)
    assert await store.actions(made.id) == [
        ModeratorAction(CAROL, ActionKind.START, {"players": 8}, NOW),
        ModeratorAction(CAROL, ActionKind.DROP, {"user_id": ALICE}, later),
    ]


async def test_ratings_history_and_leaderboard(database, match_store):
    store = SqlRatingStore(database)
    assert await store.get(GUILD, "race", ALICE) is None
    matches = [await match_store.create(new_match(channel_id=n), NOW) for n in range(3)]
    for number, match in enumerate(matches):
        at, mu = NOW + timedelta(hours=number), 25.0 + number
        await store.record(
            [
                (
                    MemberRating(GUILD, "race", ALICE, mu, 8.0, wins=number + 1),
                    RatingChange(match.id, ALICE, BOB, GameResult.WIN, 24.5, mu, 8.0, at),
                ),
                (
                    MemberRating(GUILD, "race", BOB, 20.0, 7.5, losses=number + 1),
                    RatingChange(match.id, BOB, ALICE, GameResult.LOSS, 20.5, 20.0, 7.5, at),
                ),
            ]
        )
    with pytest.raises(AlreadyRated):
        await store.record(
            [
                (
                    MemberRating(GUILD, "race", ALICE, 99.0, 1.0),
                    RatingChange(matches[0].id, ALICE, BOB, GameResult.WIN, 1.0, 99.0, 1.0, NOW),
                )
            ]
        )
    assert await store.get(GUILD, "race", ALICE) == MemberRating(GUILD, "race", ALICE, 27.0, 8.0, 3)
    assert [r.user_id for r in await store.top(GUILD, "race", 10)] == [ALICE, BOB]
    assert [r.user_id for r in await store.top(GUILD, "race", 1)] == [ALICE]
    assert await store.top(GUILD, "race", 10, min_games=4) == []
    assert [r.user_id for r in await store.top(GUILD, "race", 10, max_games=2)] == []
    history = await store.history(GUILD, "race", ALICE, 2)
    assert [(h.match_id, h.result, h.mu) for h in history] == [
        (matches[2].id, GameResult.WIN, 27.0),
        (matches[1].id, GameResult.WIN, 26.0),
    ]
