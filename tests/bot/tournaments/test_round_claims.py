"""Two bot processes over one database (a restart overlapping the old process) both see
a round's last tables finish: the next round is paired once, by one of them, and the
other leaves it alone. Once, on PostgreSQL, both paired it and the second insert hit
the tables' primary key (logged as a failed subscriber). The same holds for the start:
two processes that both found the event in registration start it once."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.core.errors import Conflict
from bot.core.events import EventBus
from bot.core.storage.database import Database
from bot.ratings.service import RatingService
from bot.tournaments.news import RoundBegun, Started
from tests.bot.conftest import AtOnce
from tests.bot.pace_helpers import RecordingHost
from tests.bot.tournaments.test_tournament_service import GUILD, MOD, build, open_event, start
from tests.timer_race import meet

pytestmark = pytest.mark.postgres


class MeetingHost(RecordingHost):
    """A host whose next tournament post, once armed, waits for the other process's:
    each process has then stored its table's result before either looks whether the
    round is done."""

    def __init__(self) -> None:
        super().__init__()
        self.meeting: tuple[asyncio.Event, asyncio.Event] | None = None

    async def refresh(self, snapshot) -> int:
        if self.meeting is not None:
            await meet(*self.meeting)
        return await super().refresh(snapshot)


@pytest.fixture
async def second_database(database_url):
    database = await Database.open(database_url)
    yield database
    await database.close()


async def test_a_round_finished_in_two_processes_at_once_is_paired_once(
    database, second_database, clock, caplog
):
    hosts = (MeetingHost(), MeetingHost())
    processes = [
        build(db, clock, EventBus(AtOnce()), host)
        for db, host in zip((database, second_database), hosts, strict=True)
    ]
    (first, first_matches, _), (_, second_matches, _) = processes
    tournament = await open_event(first, "swiss", [11, 12, 13, 14], rounds=2)
    snap = await start(first, tournament.id)
    tables = snap.current_tables()
    assert len(tables) == 2
    arrived = (asyncio.Event(), asyncio.Event())
    hosts[0].meeting, hosts[1].meeting = arrived, arrived[::-1]

    async def win(matches, table) -> None:
        match = await matches.get(table.match_id)
        await matches.play(match.id, match.seats["first"], "+2")

    with caplog.at_level(logging.ERROR):
        await asyncio.gather(win(first_matches, tables[0]), win(second_matches, tables[1]))
        for service, _, _ in processes:
            await service.rounds.settled()

    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []
    begun = [a for host in hosts for a in host.announcements if isinstance(a, RoundBegun)]
    assert [news.number for news in begun] == [1, 2]
    after = await first.snapshot(GUILD, tournament.id)
    assert after.tournament.current_round == 2
    assert len([t for t in after.tables if t.round == 2]) == 2


class MeetingRatings(RatingService):
    """The ratings of one process, whose first look-up (seeding a start) waits, a while
    at most, for the other process's: both have then found the event in registration
    before either stores its start."""

    meeting: tuple[asyncio.Event, asyncio.Event] | None = None

    async def rating(self, guild_id: int, game_id: str, user_id: int):
        if self.meeting is not None:
            await meet(*self.meeting)
        return await super().rating(guild_id, game_id, user_id)


async def test_an_event_started_in_two_processes_at_once_is_started_once(
    database, second_database, clock, caplog
):
    hosts = (RecordingHost(), RecordingHost())
    processes = [
        build(db, clock, EventBus(AtOnce()), host, ratings=MeetingRatings)
        for db, host in zip((database, second_database), hosts, strict=True)
    ]
    (first, _, first_ratings), (second, _, second_ratings) = processes
    tournament = await open_event(first, "swiss", [11, 12, 13, 14], rounds=2)
    arrived = (asyncio.Event(), asyncio.Event())
    first_ratings.meeting, second_ratings.meeting = arrived, arrived[::-1]

    with caplog.at_level(logging.ERROR):
        outcomes = await asyncio.gather(
            first.rounds.start(GUILD, tournament.id, MOD),
            second.rounds.start(GUILD, tournament.id, MOD),
            return_exceptions=True,
        )
        for service, _, _ in processes:
            await service.rounds.settled()

    refused = [o for o in outcomes if isinstance(o, BaseException)]
    assert len(refused) == 1, outcomes
    assert isinstance(refused[0], Conflict) and refused[0].message.id == "tourney-registration-over"
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []
    news = [a for host in hosts for a in host.announcements]
    assert len([a for a in news if isinstance(a, Started)]) == 1
    assert [a.number for a in news if isinstance(a, RoundBegun)] == [1]
    after = await first.snapshot(GUILD, tournament.id)
    assert len(after.tables) == 2
    assert [a.action for a in await first.moderation.log(GUILD, tournament.id)].count("start") == 1
