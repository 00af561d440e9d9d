"""A division larger than a round robin suits plays Swiss: a league of 14 in one
division, through the bot's own composition root, its season played to the end by
resignations (the higher user id loses), closes after the Swiss rounds with the
final order stored."""

from __future__ import annotations

import pytest

from bot.core.storage.timer_store import TimerStore
from bot.leagues.records import LeaguePlan
from bot.leagues.seasons import LEAGUE_SEASON
from bot.tournaments.pairing.formats import FormatKind
from tests.bot.conftest import ManualClock
from tests.e2e.service_stack import close_stack, stack_on

pytestmark = pytest.mark.postgres

GUILD = 5
PLAYERS = list(range(101, 115))


@pytest.fixture
async def services(database_url):
    built = await stack_on(database_url, ManualClock())
    yield built
    await close_stack(built)


async def settle(services) -> None:
    while await services.tasks.drain():
        await services.tournaments.rounds.settled()
    await services.tournaments.rounds.settled()


async def test_a_division_of_fourteen_plays_swiss_to_its_end(services):
    plan = LeaguePlan("Big", "draughtnauts", {}, None, 14, 14, 0, 0, 1)
    league = await services.leagues.create(GUILD, 50, 1, plan)
    for player in PLAYERS:
        await services.leagues.join(GUILD, league.id, player)
    services.clock.advance(hours=1, seconds=1)
    timer = await TimerStore(services.database).get(LEAGUE_SEASON, str(league.id))
    assert await services.scheduler.fire(timer)
    await settle(services)
    [division] = await services.tournaments.open_in_guild(GUILD)
    assert division.plan.format == FormatKind.SWISS and division.plan.swiss_rounds == 6
    for _ in range(division.plan.swiss_rounds):
        snap = await services.tournaments.snapshot(GUILD, division.id)
        for table in snap.current_tables():
            if table.match_id is not None and not table.finished:
                match = await services.matches.get(table.match_id)
                await services.matches.resign(match.id, max(match.seats.values()))
        await settle(services)
    after = await services.leagues.get(GUILD, league.id)
    assert after.season_ends is not None or after.next_start is not None
    assert after.season_ends is None, "the season did not close after its last round"
    history = await services.leagues.history(GUILD, league.id, PLAYERS[0])
    assert history[0].final_rank == 1 and history[0].points == 6
