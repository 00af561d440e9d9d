"""Every league moderator action against the league's own timer (issue 26's walk, for
leagues): pause, resume, end and substitute, taken from the command tree itself, each
against the `seasons` timer when it begins a season and when it looks at a season past
its planned end, in both orders, through the bot's own composition root
(`Services.build`: events handled in the background, as in the bot).

Whatever the order: a season begins at most once, the league ends up as the moderator
was told (done, or refused with a reason), and an ended league plays no division."""

from __future__ import annotations

import pytest

from bot.core.errors import ServiceError
from bot.core.storage.timer_store import TimerStore
from bot.leagues.discord.cog import LeagueModeration
from bot.leagues.news import SeasonBegun
from bot.leagues.records import LeaguePlan, LeagueStatus
from bot.leagues.seasons import LEAGUE_SEASON
from bot.tournaments.records import TournamentStatus
from tests.bot.conftest import ManualClock
from tests.e2e.service_stack import close_stack, stack_on

pytestmark = pytest.mark.postgres

GUILD = 77
MOD = 1
PLAYERS = (11, 12, 13, 14)
NEWCOMER = 99
NOT_ABOUT_A_RUNNING_LEAGUE = {"create": "makes a new league"}


class RecordingLeagueHost:
    def __init__(self) -> None:
        self.news: list = []

    async def announce(self, league, news) -> None:
        self.news.append(news)


async def pause(services, league_id):
    await services.leagues.moderation.pause(GUILD, league_id, MOD)


async def resume(services, league_id):
    await services.leagues.moderation.resume(GUILD, league_id, MOD)


async def end(services, league_id):
    await services.leagues.moderation.end(GUILD, league_id, MOD)


async def substitute(services, league_id):
    await services.leagues.moderation.substitute(GUILD, league_id, MOD, PLAYERS[0], NEWCOMER)


ACTIONS = {"pause": pause, "resume": resume, "end": end, "substitute": substitute}
MOMENTS = ["season-start", "season-end"]


def test_the_walk_covers_every_league_moderator_command():
    commands = {command.name for command in LeagueModeration.__cog_app_commands__}
    assert commands == ACTIONS.keys() | NOT_ABOUT_A_RUNNING_LEAGUE.keys()


@pytest.fixture
async def stack(database_url):
    clock, leagues = ManualClock(), RecordingLeagueHost()
    services = await stack_on(database_url, clock, league_host=leagues)
    yield services, clock, leagues
    await close_stack(services)


async def settle(services) -> None:
    while await services.tasks.drain():
        await services.tournaments.rounds.settled()
    await services.tournaments.rounds.settled()


async def a_league(services, clock, moment: str) -> int:
    """A league of four whose timer is due: to begin its first season, or (a season
    under way) to look at it past its planned end."""
    plan = LeaguePlan("Ladder", "draughtnauts", {}, None, 2, 2, 1, 1, 1)
    league = await services.leagues.create(GUILD, 50, MOD, plan)
    for player in PLAYERS:
        await services.leagues.join(GUILD, league.id, player)
    clock.advance(hours=1, seconds=1)
    if moment == "season-end":
        await services.scheduler.fire(await TimerStore(services.database).get(LEAGUE_SEASON, "1"))
        await settle(services)
        clock.advance(days=2, seconds=1)
    return league.id


@pytest.mark.parametrize("timer_first", [True, False], ids=["timer-first", "action-first"])
@pytest.mark.parametrize("moment", MOMENTS)
@pytest.mark.parametrize("action", sorted(ACTIONS))
async def test_a_league_moderator_action_and_its_timer_have_one_outcome(
    stack, action, moment, timer_first
):
    services, clock, host = stack
    league_id = await a_league(services, clock, moment)
    due = await TimerStore(services.database).get(LEAGUE_SEASON, str(league_id))
    assert due is not None
    told: ServiceError | None = None
    if timer_first:
        assert await services.scheduler.fire(due)
    try:
        await ACTIONS[action](services, league_id)
    except ServiceError as refusal:
        told = refusal
    if not timer_first:
        assert await services.scheduler.fire(due)
    await settle(services)

    league = await services.leagues.get(GUILD, league_id)
    begun = [n.season for n in host.news if isinstance(n, SeasonBegun)]
    assert len(begun) == len(set(begun)), f"a season begun twice: {begun}"
    season_began = moment == "season-end" or timer_first
    where = f"{action} against {moment} ({'timer' if timer_first else 'action'} first)"
    statuses = [t.status for t in await services.tournaments.open_in_guild(GUILD)]
    if action == "pause":
        assert told is None, where
        assert league.status == LeagueStatus.PAUSED, where
        assert league.season == (1 if season_began else 0), where
    elif action == "resume":
        assert told is not None and told.message.id == "league-not-paused", where
    elif action == "end":
        assert told is None, where
        assert league.status == LeagueStatus.ENDED, where
        assert TournamentStatus.RUNNING not in statuses, f"{where}: a division plays on"
    elif action == "substitute":
        if season_began:
            assert told is None, where
            places = await services.leagues.history(GUILD, league_id, NEWCOMER)
            assert [p.season for p in places] == [league.season], where
        else:
            assert told is not None and told.message.id == "league-no-season", where
    if league.status == LeagueStatus.RUNNING:
        assert await TimerStore(services.database).get(LEAGUE_SEASON, str(league_id)), where
