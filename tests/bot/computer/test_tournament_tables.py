"""The computer at tournament tables, through the bot's composition root: its levels are
entrants, each table seat it holds plays at its entry's level (two levels at one table
play each other by themselves), results and moderator decisions are read by seat, and
its tables count for ratings only by the server's setting."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.core.errors import Conflict, InvalidRequest
from bot.core.rated_levels import LEVEL_IDS
from bot.tournaments.records import TournamentPlan
from tests.bot.computer.conftest import ALICE, COMPUTER, finish_turn
from tests.bot.pace_helpers import GUILD

pytestmark = pytest.mark.postgres

MOD = 55


async def open_swiss(services, *, members=(), levels=()):
    plan = TournamentPlan(
        name="Cup",
        game_id="draughtnauts",
        options={},
        format="swiss",
        swiss_rounds=1,
        time_control=None,
        round_days=3,
        rated=True,
        duplicate_deals=False,
    )
    tournaments = services.tournaments
    tournament = await tournaments.registration.create(GUILD, 50, MOD, plan, timedelta(days=1))
    for member in members:
        await tournaments.registration.join(GUILD, tournament.id, member)
    for level in levels:
        await tournaments.moderation.add_computer(GUILD, tournament.id, MOD, level)
    return tournament


async def the_table(services, tournament):
    """Start the event and open its one table; its snapshot, table and match."""
    await services.tournaments.rounds.start(GUILD, tournament.id, MOD)
    await services.tournaments.rounds.settled()
    snap = await services.tournaments.snapshot(GUILD, tournament.id)
    [table] = snap.current_tables()
    return table, await services.matches.get(table.match_id)


async def test_two_levels_at_one_table_play_each_other_at_their_own_levels(bot):
    services, voice = bot
    tournament = await open_swiss(services, levels=("easy", "hard"))
    table, match = await the_table(services, tournament)
    assert set(match.seats.values()) == {COMPUTER}
    first, second = match.seats
    snap = await services.tournaments.snapshot(GUILD, tournament.id)
    assert {
        await services.computer.level(match, first),
        await services.computer.level(match, second),
    } == {"easy", "hard"}
    assert LEVEL_IDS[await services.computer.level(match, first)] == snap.user_of(table.first_seed)
    # The next turn's timer fires while the computer still posts its board (as the
    # scheduler's loop may): its turn is set again once the running one is done.
    voice.while_posting = services.scheduler.fire_due
    await services.computer.begin(match)
    for _turn in range(3):
        await finish_turn(services)
    # A turn set again while the third one posted may be under way: let it finish, with
    # no further timer fired, then every move the computer stored is a move it posted.
    voice.while_posting = None
    while pending := [task for task in services.computer._turns.values() if not task.done()]:
        await pending[0]
    played = (await services.matches.get(match.id)).moves
    assert len(played) >= 3
    assert len(voice.moves) == len(played)
    with pytest.raises(InvalidRequest):  # the bot's account names no single level here
        await services.tournaments.moderation.set_result(
            GUILD, tournament.id, MOD, table.key, COMPUTER
        )


async def test_a_moderator_decides_for_the_computer_by_its_account(bot):
    services, _voice = bot
    tournament = await open_swiss(services, members=[ALICE], levels=["medium"])
    table, match = await the_table(services, tournament)
    await services.tournaments.moderation.set_result(GUILD, tournament.id, MOD, table.key, COMPUTER)
    ended = await services.matches.get(match.id)
    assert ended.seats[ended.result.winner] == COMPUTER
    finished = await services.tournaments.get(GUILD, tournament.id)
    assert finished.champion_id == LEVEL_IDS["medium"]
    # The server rates no match against the computer, even in a rated tournament.
    assert (await services.ratings.rating(GUILD, "draughtnauts", ALICE)).losses == 0


async def test_a_table_is_rated_for_the_computer_when_the_server_rates_it(bot):
    services, _voice = bot
    await services.computer.set_rated(GUILD, True)
    tournament = await open_swiss(services, members=[ALICE], levels=["easy"])
    _table, match = await the_table(services, tournament)
    computer_seat = next(seat for seat, user in match.seats.items() if user == COMPUTER)
    await services.matches.resign(match.id, ALICE)
    await services.tasks.drain()
    level = await services.ratings.rating(GUILD, "draughtnauts", LEVEL_IDS["easy"])
    assert level.wins == 1
    assert await services.computer.rated_as(match) == {
        seat: LEVEL_IDS["easy"] if seat == computer_seat else ALICE for seat in match.seats
    }


async def test_the_computer_enters_once_per_level_and_only_before_the_start(bot):
    services, _voice = bot
    tournament = await open_swiss(services, members=[ALICE], levels=["easy"])
    moderation = services.tournaments.moderation
    with pytest.raises(Conflict):
        await moderation.add_computer(GUILD, tournament.id, MOD, "easy")
    with pytest.raises(InvalidRequest):
        await moderation.add_computer(GUILD, tournament.id, MOD, "grandmaster")
    await services.tournaments.rounds.start(GUILD, tournament.id, MOD)
    with pytest.raises(Conflict):
        await moderation.add_computer(GUILD, tournament.id, MOD, "hard")


async def test_the_computer_taken_out_mid_game_loses_its_table(bot):
    services, _voice = bot
    tournament = await open_swiss(services, members=[ALICE], levels=["hard"])
    _table, match = await the_table(services, tournament)
    await services.tournaments.moderation.remove_computer(GUILD, tournament.id, MOD, "hard")
    ended = await services.matches.get(match.id)
    assert ended.seats[ended.result.winner] == ALICE
    finished = await services.tournaments.get(GUILD, tournament.id)
    assert finished.champion_id == ALICE


async def test_a_member_dropped_mid_game_loses_to_the_computer(bot):
    services, _voice = bot
    tournament = await open_swiss(services, members=[ALICE], levels=["easy"])
    _table, match = await the_table(services, tournament)
    await services.tournaments.moderation.drop(GUILD, tournament.id, MOD, ALICE)
    ended = await services.matches.get(match.id)
    assert ended.result.winner is not None
    assert ended.seats[ended.result.winner] == COMPUTER
    finished = await services.tournaments.get(GUILD, tournament.id)
    assert finished.champion_id == LEVEL_IDS["easy"]
