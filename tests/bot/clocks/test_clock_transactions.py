"""A move and its clock are one transaction: a crash between the two writes (an error
inside the transaction, the process dying with the database closed) leaves both as
they were, and a clock out of step with its match can never award a win on time."""

from __future__ import annotations

import sqlite3

import pytest

from bot.clocks.keeper import REMINDER, TIMEOUT
from bot.clocks.model import TimeControl, TimeControlError
from bot.clocks.storage.clock_store import ClockStore
from bot.core.errors import Conflict, NotFound
from bot.core.scheduler import Scheduler
from bot.core.storage.database import Database
from bot.core.storage.timer_store import TimerStore
from i18n import Message
from tests.bot.pace_helpers import ALICE, BOB, GUILD, configure, race


class Locked(sqlite3.OperationalError):
    pass


async def locked(*_args, **_kwargs):
    raise Locked("database is locked")


def lock_the_timers(monkeypatch):
    """Timer writes fail as a locked database would, after the clock's own row was
    written in the same transaction."""
    monkeypatch.setattr(Scheduler, "schedule", locked)
    monkeypatch.setattr(Scheduler, "cancel", locked)
    monkeypatch.setattr(Scheduler, "plan", locked)


async def test_a_failure_after_the_clock_write_undoes_the_move_too(
    pace, matches, clock, monkeypatch
):
    match = await race(matches)
    clock.advance(hours=5)
    before = await pace.clocks.clock(match)
    lock_the_timers(monkeypatch)
    with pytest.raises(Locked):
        await matches.play(match.id, ALICE, "+1")
    monkeypatch.undo()
    stored = await matches.get(match.id)
    assert stored.moves == ()
    assert await pace.clocks.clock(stored) == before
    retried = await matches.play(match.id, ALICE, "+1")
    after = await pace.clocks.clock(retried.match)
    assert (after.to_move, after.ply) == ("second", 1)


async def test_a_new_match_never_exists_without_its_clock(pace, matches, monkeypatch):
    lock_the_timers(monkeypatch)
    with pytest.raises(Locked):
        await race(matches)
    monkeypatch.undo()
    match = await race(matches)
    assert match.id == 1, "the failed creation left no match behind"
    assert (await pace.clocks.clock(match)).to_move == "first"


async def test_a_kill_between_the_writes_leaves_the_database_consistent(  # noqa: PLR0917 (fixtures)
    pace, matches, database, clock, tmp_path, monkeypatch
):
    """The process dies (its connection closes) after the clock was written and before
    the commit: reopened, the database holds neither the move nor the new clock."""
    match = await race(matches)
    clock.advance(hours=1)

    async def die(*_args, **_kwargs):
        await database._writer.connection.close()
        raise SystemExit("killed")

    monkeypatch.setattr(Scheduler, "plan", die)
    with pytest.raises(BaseException):  # noqa: B017 (the rollback fails too, on a dead connection)
        await matches.play(match.id, ALICE, "+1")
    reopened = await Database.open(tmp_path / "test.sqlite3")
    try:
        moves = await reopened.fetch_all("SELECT * FROM moves")
        clock_row = await ClockStore(reopened).get(match.id)
        assert moves == []
        assert (clock_row.to_move, clock_row.ply) == ("first", 0)
        assert await TimerStore(reopened).get(TIMEOUT, str(match.id)) is not None
    finally:
        await reopened.close()


async def test_takeback_and_end_change_the_clock_in_their_own_transaction(
    pace, matches, monkeypatch, database
):
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    lock_the_timers(monkeypatch)
    with pytest.raises(Locked):
        await matches.take_back_last_move(match.id, 1)
    monkeypatch.undo()
    stored = await matches.get(match.id)
    assert stored.moves == ("+1",)
    assert (await pace.clocks.clock(stored)).to_move == "second"
    lock_the_timers(monkeypatch)
    with pytest.raises(Locked):
        await matches.resign(match.id, BOB)
    monkeypatch.undo()
    assert (await matches.get(match.id)).is_ongoing
    assert await TimerStore(database).get(REMINDER, str(match.id)) is not None


async def test_a_stale_clock_never_awards_a_win(pace, matches, clock, database):
    """A clock left behind by a move (as the old event handler could leave it) names
    the wrong player: neither a claim nor the time-out may end the match from it."""
    await configure(pace, automatic_timeout=True)
    match = await race(matches)
    stale = await pace.clocks.clock(match)
    await matches.play(match.id, ALICE, "+1")
    await ClockStore(database).put(match.id, stale)
    clock.advance(days=4)
    with pytest.raises(Conflict, match="out of step"):
        await pace.clocks.claim_win(match.id, BOB, match.channel_id)
    await TimerStore(database).put(TIMEOUT, str(match.id), clock(), guild_id=None)
    await pace.scheduler.fire_due()
    assert (await matches.get(match.id)).is_ongoing


async def test_a_claim_cannot_land_on_a_later_move(pace, matches, clock):
    """The claim decides about one position: a move that lands in between wins."""
    match = await race(matches)
    clock.advance(days=3, hours=1)
    with pytest.raises(Conflict, match="meanwhile"):
        timeout = Message("match-reason-timeout", seat="first")
        await matches.end_match(match.id, "second", timeout, at_ply=1)
    assert (await matches.get(match.id)).is_ongoing


async def test_a_match_is_created_with_its_time_control_and_clocked_once(pace, matches):
    await configure(pace, default_control=TimeControl.parse("5d"))
    chosen = await matches.create_match(
        GUILD, 10, "race", {}, 0, {"first": ALICE, "second": BOB}, time_control="10m+30m"
    )
    assert chosen.time_control == "10m+30m"
    assert str((await pace.clocks.clock(chosen)).control) == "10m+30m"
    default = await race(matches, channel=11)
    assert default.time_control is None
    assert str((await pace.clocks.clock(default)).control) == "5d"


async def test_a_bad_time_control_makes_no_match(pace, matches):
    with pytest.raises(TimeControlError):
        await matches.create_match(
            GUILD, 10, "race", {}, 0, {"first": ALICE, "second": BOB}, time_control="forever"
        )
    with pytest.raises(NotFound):
        await matches.in_channel(10)
