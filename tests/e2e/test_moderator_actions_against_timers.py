"""Every moderator action against every timer on the same object (issue 26's walk): the
tournament moderator's commands, taken from the command tree itself, and `/mod end`,
each against the round deadline of the tournament and the clock timers (reminder,
time-out by claim, automatic time-out) of its first table, in both orders, through the
bot's own composition root (`Services.build`: events handled in the background, as in
the bot).

Whatever the order: the table ends with one result, nothing is announced twice, and
what the moderator is told (done, or refused with a reason) is what happened.
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta

import pytest

from bot.clocks.keeper import REMINDER, TIMEOUT
from bot.core.errors import ServiceError
from bot.core.storage.database import Database
from bot.core.storage.timer_store import TimerStore
from bot.notifications.notices import OutOfTime
from bot.services import Services
from bot.tournaments.discord.cog import TournamentModeration
from bot.tournaments.news import RoundBegun
from bot.tournaments.records import TournamentPlan, TournamentStatus
from bot.tournaments.rounds import ROUND_DEADLINE
from tests.bot.conftest import ManualClock
from tests.bot.pace_helpers import RecordingCourier, RecordingHost

pytestmark = pytest.mark.postgres

GUILD = 77
MOD = 1
PLAYERS = (11, 12, 13, 14)
NEWCOMER = 99

NOT_ABOUT_A_RUNNING_EVENT = {
    "create": "makes a new event",
    "add-computer": "registration only",
    "remove-computer": "registration only; a running event's computer leaves by drop",
    "start": "registration only",
    "log": "reads only",
}


async def result(services, tid, table, snap):
    winner = snap.user_of(max(table.first_seed, table.second_seed))
    await services.tournaments.moderation.set_result(GUILD, tid, MOD, table.key, winner)
    return winner


async def drop(services, tid, table, snap):
    leaving = snap.user_of(table.first_seed)
    await services.tournaments.moderation.drop(GUILD, tid, MOD, leaving)
    return leaving


async def substitute(services, tid, table, snap):
    leaving = snap.user_of(table.first_seed)
    await services.tournaments.moderation.substitute(GUILD, tid, MOD, leaving, NEWCOMER)
    return leaving


async def cancel(services, tid, table, snap):
    await services.tournaments.moderation.cancel(GUILD, tid, MOD)


async def extend(services, tid, table, snap):
    await services.tournaments.moderation.extend(GUILD, tid, MOD, timedelta(hours=5))


async def end(services, tid, table, snap):
    """`/mod end` in the table's thread: the first seat wins."""
    await services.matches.end_match(table.match_id, "dark", "ruled (mod)")


ACTIONS = {
    "result": result,
    "drop": drop,
    "substitute": substitute,
    "cancel": cancel,
    "extend": extend,
    "mod end": end,
}
TIMERS = ["round-deadline", "clock-reminder", "claimable time-out", "automatic time-out"]


def test_the_walk_covers_every_moderator_command():
    commands = {command.name for command in TournamentModeration.__cog_app_commands__}
    walked = {name for name in ACTIONS if name != "mod end"}
    assert commands == walked | NOT_ABOUT_A_RUNNING_EVENT.keys()


@pytest.fixture
async def stack(database_url):
    clock = ManualClock()
    courier, host = RecordingCourier(), RecordingHost()
    database = await Database.open(database_url)
    services = Services.build(database, clock, random.Random(5), courier=courier, host=host)
    yield services, clock, courier, host
    await services.tasks.close()
    await database.close()


async def running(services, *, automatic: bool):
    settings = await services.pace_settings.get(GUILD)
    await services.pace_settings.put(replace(settings, automatic_timeout=automatic))
    plan = TournamentPlan("Cup", "draughtnauts", {}, "swiss", 2, "10m", 1, True, False)
    tournaments = services.tournaments
    tournament = await tournaments.registration.create(GUILD, 50, MOD, plan, timedelta(days=1))
    for player in PLAYERS:
        await tournaments.registration.join(GUILD, tournament.id, player)
    await tournaments.rounds.start(GUILD, tournament.id, MOD)
    await settle(services)
    return tournament.id


async def settle(services) -> None:
    while await services.tasks.drain():
        await services.tournaments.rounds.settled()
    await services.tournaments.rounds.settled()


async def claimed(services, kind: str, key: str):
    """The timer as the scheduler claims it, before the moderator acts: it fires
    whatever the action does to its row meanwhile."""
    timer = await TimerStore(services.database).get(kind, key)
    assert timer is not None, f"no {kind} timer for {key}"
    return timer


async def fire(services, timer) -> None:
    assert await services.scheduler.fire(timer), f"{timer.kind} failed"


@pytest.mark.parametrize("timer_first", [True, False], ids=["timer-first", "action-first"])
@pytest.mark.parametrize("timer", TIMERS)
@pytest.mark.parametrize("action", sorted(ACTIONS))
async def test_a_moderator_action_and_a_timer_on_the_same_table_have_one_outcome(
    stack, action, timer, timer_first
):
    services, clock, courier, host = stack
    tid = await running(services, automatic=timer == "automatic time-out")
    snap = await services.tournaments.snapshot(GUILD, tid)
    table = sorted(snap.current_tables(), key=lambda t: t.key)[0]
    clock.advance(**({"days": 1, "seconds": 1} if timer == "round-deadline" else {"minutes": 11}))
    kind, key = {
        "round-deadline": (ROUND_DEADLINE, str(tid)),
        "clock-reminder": (REMINDER, str(table.match_id)),
    }.get(timer, (TIMEOUT, str(table.match_id)))
    if kind == REMINDER:
        clock.advance(minutes=-5)  # half the time per move: the reminder, not the time-out

    due = await claimed(services, kind, key)
    told: ServiceError | None = None
    if timer_first:
        await fire(services, due)
    try:
        subject = await ACTIONS[action](services, tid, table, snap)
    except ServiceError as refusal:
        told = refusal
    if not timer_first:
        await fire(services, due)
    await settle(services)

    after = await services.tournaments.snapshot(GUILD, tid)
    decided = next(t for t in after.tables if t.key == table.key)
    match = await services.matches.get(table.match_id)
    out_of_time = [n for n in courier.in_match if isinstance(n, OutOfTime)]
    assert len(out_of_time) <= 1, "a time-out announced twice"
    rounds = [a.number for a in host.announcements if isinstance(a, RoundBegun)]
    assert len(rounds) == len(set(rounds)), f"a round announced twice: {rounds}"
    if match.is_ongoing:
        assert not decided.finished, "a table decided while its game goes on"
    where = f"{action} against {timer} ({'timer' if timer_first else 'action'} first)"

    if action == "result":
        if told is None:
            assert decided.finished, where
            assert after.user_of(decided.winner_seed) == subject, where
        else:
            assert told.message.id == "tourney-result-settled", where
    elif action == "drop":
        assert told is None, where
        assert next(e for e in after.entrants if e.user_id == subject).withdrawn, where
        assert decided.finished or after.tournament.status != TournamentStatus.RUNNING, where
        assert decided.match_id == table.match_id, f"{where}: the dropped game was replayed"
    elif action == "substitute":
        assert told is None, where
        assert after.seed_of(NEWCOMER) == table.first_seed, where
        if decided.match_id != table.match_id:  # replayed: only a game still going is
            assert match.result is not None and match.result.how.value == "abort", where
    elif action == "cancel":
        assert told is None, where
        assert after.tournament.status == TournamentStatus.CANCELLED, where
    elif action == "extend":
        if told is None:
            assert after.tournament.current_round == 1, f"{where}: told extended, round closed"
            assert after.tournament.round_deadline > clock.now, where
        else:
            assert told.message.id == "tourney-round-closing", where
            assert timer == "round-deadline", where
    elif action == "mod end":
        if told is None:
            assert match.result is not None and match.result.reason == "ruled (mod)", where
            if after.tournament.status == TournamentStatus.RUNNING or decided.finished:
                assert decided.finished and decided.winner_seed == table.first_seed, where
        else:
            assert not match.is_ongoing and match.result.reason != "ruled (mod)", where
