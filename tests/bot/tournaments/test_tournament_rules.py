"""The rules every tournament use case keeps: ids from another server are refused like
missing ones, every change waits for the tournament's lock, stored text is bounded, a
bracket's settled results stay settled, and the log keeps ids, not markup."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from datetime import timedelta

import pytest

from bot.core.errors import Conflict, InvalidRequest, NotFound
from bot.core.storage.timer_store import TimerStore
from bot.tournaments.discord.wording import log_line
from bot.tournaments.records import TableRecord, TournamentStatus
from bot.tournaments.registration import MAX_NAME
from bot.tournaments.rounds import ROUND_DEADLINE, ROUND_TABLES, TABLES_RETRY
from bot.tournaments.storage.tournament_store import SqlTournamentStore
from i18n import words
from tests.bot.tournaments.test_tournament_service import (
    GUILD,
    MOD,
    build,
    open_event,
    plan,
    play_round,
    start,
)

ELSEWHERE = 8


def every_use_case(service, tournament_id, guild=GUILD):
    """Each use case a member or moderator can name a tournament in, as a coroutine
    factory; the values are what a valid call would pass."""
    moderation, registration = service.moderation, service.registration
    return {
        "join": lambda: registration.join(guild, tournament_id, 200),
        "leave": lambda: registration.leave(guild, tournament_id, 11),
        "start": lambda: service.rounds.start(guild, tournament_id, MOD),
        "extend": lambda: moderation.extend(guild, tournament_id, MOD, timedelta(days=1)),
        "result": lambda: moderation.set_result(guild, tournament_id, MOD, "R1-1", None),
        "drop": lambda: moderation.drop(guild, tournament_id, MOD, 11),
        "substitute": lambda: moderation.substitute(guild, tournament_id, MOD, 11, 300),
        "cancel": lambda: moderation.cancel(guild, tournament_id, MOD),
        "log": lambda: moderation.log(guild, tournament_id),
        "get": lambda: service.get(guild, tournament_id),
        "snapshot": lambda: service.snapshot(guild, tournament_id),
    }


MUTATIONS = ["join", "leave", "start", "extend", "result", "drop", "substitute", "cancel"]


@pytest.mark.parametrize("use_case", [*MUTATIONS, "log", "get", "snapshot"])
async def test_another_servers_tournament_is_refused_like_a_missing_one(
    database, clock, events, host, use_case
):
    service, _, _ = build(database, clock, events, host)
    tournament = await open_event(service, "swiss", [11, 12], rounds=1)
    before = (
        await service.snapshot(GUILD, tournament.id),
        await service.moderation.log(GUILD, tournament.id),
    )
    with pytest.raises(NotFound) as elsewhere:
        await every_use_case(service, tournament.id, ELSEWHERE)[use_case]()
    with pytest.raises(NotFound) as missing:
        await every_use_case(service, 99, GUILD)[use_case]()
    assert elsewhere.value.reason == missing.value.reason.replace("99", str(tournament.id))
    after = (
        await service.snapshot(GUILD, tournament.id),
        await service.moderation.log(GUILD, tournament.id),
    )
    assert after == before


@pytest.mark.parametrize("use_case", MUTATIONS)
async def test_every_change_waits_for_the_tournaments_lock(database, clock, events, host, use_case):
    service, _, _ = build(database, clock, events, host)
    tournament = await open_event(service, "swiss", [11, 12, 13, 14], rounds=2)
    if use_case not in ("join", "leave", "start"):
        await start(service, tournament.id)

    async def state():
        return (
            await service.snapshot(GUILD, tournament.id),
            await service.moderation.log(GUILD, tournament.id),
        )

    before = await state()
    release = asyncio.Event()

    async def hold_the_lock() -> None:
        async with service.locks.hold(tournament.id):
            await release.wait()

    holder = asyncio.create_task(hold_the_lock())
    await asyncio.sleep(0)
    change = asyncio.create_task(every_use_case(service, tournament.id)[use_case]())
    # The change either queues behind the holder or, were it unlocked, runs to the end.
    while service.locks.queue(tournament.id) < 2 and not change.done():  # noqa: ASYNC110 (no event to wait on)
        await asyncio.sleep(0.001)
    assert not change.done(), f"{use_case} ran while another change held the lock"
    assert await state() == before, f"{use_case} changed the tournament without the lock"
    release.set()
    await holder
    await change
    await service.rounds.settled()


async def test_the_lock_lets_its_holder_in_again_and_others_wait(database, clock, events, host):
    service, _, _ = build(database, clock, events, host)
    order = []

    async def nested(name: str) -> None:
        async with service.locks.hold(1):
            order.append(f"{name} in")
            async with service.locks.hold(1):
                await asyncio.sleep(0.001)
            order.append(f"{name} out")

    await asyncio.gather(nested("a"), nested("b"))
    assert order == ["a in", "a out", "b in", "b out"]


async def test_names_are_bounded_plain_text(database, clock, events, host):
    service, _, _ = build(database, clock, events, host)
    create = service.registration.create
    for name in ["N" * (MAX_NAME + 1), "line\nbreak", "lone \ud800 surrogate", "bell\a"]:
        with pytest.raises(InvalidRequest) as refused:
            await create(GUILD, 50, MOD, plan("swiss", 1, name=name), timedelta(days=1))
        assert len(refused.value.reason) < 100 and name not in refused.value.reason
    made = await create(GUILD, 50, MOD, plan("swiss", 1, name="Ü" * MAX_NAME), timedelta(days=1))
    assert made.name == "Ü" * MAX_NAME
    assert await service.open_in_guild(GUILD) == [made]


async def test_a_long_table_key_is_not_quoted_back(database, clock, events, host):
    service, _, _ = build(database, clock, events, host)
    tournament = await open_event(service, "swiss", [11, 12], rounds=1)
    await start(service, tournament.id)
    with pytest.raises(NotFound) as refused:
        await service.moderation.set_result(GUILD, tournament.id, MOD, "R" * 5000, None)
    assert len(refused.value.reason) < 100


async def test_a_failed_post_takes_the_new_tournament_with_it(database, clock, events, host):
    service, _, _ = build(database, clock, events, host)

    async def refuse(snapshot) -> int:
        raise RuntimeError("the channel is gone")

    host.refresh = refuse
    with pytest.raises(RuntimeError):
        await service.registration.create(GUILD, 50, MOD, plan("swiss", 1), timedelta(days=1))
    assert await service.open_in_guild(GUILD) == []
    rows = await database.fetch_all("SELECT * FROM tournament_actions")
    assert rows == []


async def test_a_settled_bracket_result_cannot_be_corrected(database, clock, events, host):
    service, matches, _ = build(database, clock, events, host)
    tournament = await open_event(service, "single-elimination", [11, 12, 13, 14])
    await start(service, tournament.id)
    await play_round(service, matches, tournament.id)
    snap = await service.snapshot(GUILD, tournament.id)
    settled = next(t for t in snap.tables if t.round == 1)
    loser = snap.user_of(
        settled.second_seed if settled.winner_seed == settled.first_seed else settled.first_seed
    )
    with pytest.raises(Conflict):
        await service.moderation.set_result(GUILD, tournament.id, MOD, settled.key, loser)
    after = await service.snapshot(GUILD, tournament.id)
    assert next(t for t in after.tables if t.key == settled.key) == settled
    assert [a.action for a in await service.moderation.log(GUILD, tournament.id)][-1] == "start"


async def test_the_log_keeps_ids_and_the_presenter_words_them(database, clock, events, host):
    service, _, _ = build(database, clock, events, host)
    tournament = await open_event(service, "swiss", [11, 12, 13, 14], rounds=2)
    await start(service, tournament.id)
    snap = await service.snapshot(GUILD, tournament.id)
    table = snap.current_tables()[0]
    await service.moderation.set_result(
        GUILD, tournament.id, MOD, table.key, snap.user_of(table.first_seed)
    )
    await service.moderation.substitute(GUILD, tournament.id, MOD, 14, 40)
    await service.moderation.drop(GUILD, tournament.id, MOD, 13)
    await service.moderation.extend(GUILD, tournament.id, MOD, timedelta(hours=5))
    await service.rounds.settled()
    rows = await database.fetch_all("SELECT action, detail FROM tournament_actions ORDER BY id")
    assert not any("<" in row["detail"] for row in rows)
    details = {row["action"]: json.loads(row["detail"]) for row in rows}
    assert details["substitute"] == {"leaving_id": 14, "joining_id": 40}
    assert details["drop"] == {"user_id": 13}
    assert details["result"] == {"table": table.key, "winner_id": snap.user_of(table.first_seed)}
    actions = await service.moderation.log(GUILD, tournament.id)
    lines = [log_line(action, words("en")) for action in actions]
    assert lines[-3].endswith("substituted <@40> for <@14>")
    assert lines[-2].endswith("dropped <@13>")
    assert "extended round 1 to <t:" in lines[-1]
    german = log_line(actions[-2], words("de"))
    assert german.endswith("hat <@13> herausgenommen")


async def test_tables_a_failed_opener_left_open_when_its_timer_fires(
    database, clock, events, host, scheduler
):
    service, _, _ = build(database, clock, events, host, scheduler=scheduler)
    tournament = await open_event(service, "swiss", [11, 12, 13, 14], rounds=1)
    open_table = host.open_table
    failures = []

    async def fail_once(*args) -> int:
        if not failures:
            failures.append(args)
            raise ConnectionError("Discord is down")
        return await open_table(*args)

    host.open_table = fail_once
    await service.rounds.start(GUILD, tournament.id, MOD)
    await service.rounds.settled()
    snap = await service.snapshot(GUILD, tournament.id)
    assert [t.match_id is None for t in snap.current_tables()] == [True, True]
    # As if the bot had stopped right after storing the round: no deadline timer yet.
    await scheduler.cancel(ROUND_DEADLINE, str(tournament.id))
    clock.advance(seconds=TABLES_RETRY.total_seconds())
    assert await scheduler.fire_due() == 1
    await service.rounds.settled()
    snap = await service.snapshot(GUILD, tournament.id)
    assert all(t.match_id is not None for t in snap.current_tables())
    timers = TimerStore(database)
    assert await timers.get(ROUND_TABLES, str(tournament.id)) is None
    deadline = await timers.get(ROUND_DEADLINE, str(tournament.id))
    assert deadline.due_at == snap.tournament.round_deadline


async def test_a_start_that_fails_storing_round_one_leaves_registration_open(
    database, clock, events, host
):
    service, _, _ = build(database, clock, events, host)
    tournament = await open_event(service, "swiss", [11, 12], rounds=1)
    store = SqlTournamentStore(database)
    twice = [TableRecord("R1-1", 1, 1, 2), TableRecord("R1-1", 1, 2, 1)]  # the key repeats
    with pytest.raises(sqlite3.IntegrityError):
        await store.start(tournament.id, [11, 12], clock() + timedelta(days=1), twice)
    snap = await service.snapshot(GUILD, tournament.id)
    assert snap.tournament.status == TournamentStatus.REGISTRATION
    assert snap.tournament.current_round == 0
    assert [e.seed for e in snap.entrants] == [None, None] and snap.tables == []


async def test_a_substitute_while_a_thread_opens_gets_the_seat(database, clock, events, host):
    service, matches, _ = build(database, clock, events, host)
    tournament = await open_event(service, "swiss", [11, 12], rounds=1)
    open_table = host.open_table

    async def substitute_meanwhile(tournament_record, key, players) -> int:
        if 11 in players:  # the moderator acts while Discord makes the thread
            await service.moderation.substitute(GUILD, tournament.id, MOD, 11, 40)
        return await open_table(tournament_record, key, players)

    host.open_table = substitute_meanwhile
    await start(service, tournament.id)
    snap = await service.snapshot(GUILD, tournament.id)
    match = await matches.get(snap.current_tables()[0].match_id)
    assert sorted(match.seats.values()) == [12, 40]
    assert [sorted(players) for _, players in host.threads] == [[11, 12], [12, 40]]
