"""Tournaments through SimCord, from creation to champion: an eight-player Swiss of three
rounds and a five-player single elimination with byes, each with a player dropped and
one substituted on the way. Games end by resignation: the rules of play are other
tests' business, the tournament only needs results."""

from __future__ import annotations

import re

import discord
import pytest

from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import resign

pytestmark = pytest.mark.postgres

PLAYERS = ["ann", "ben", "cat", "dan", "eve", "fay", "gus", "hal"]


@pytest.fixture
def moderator(env, guild):
    role = guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    return guild.add_member(env.create_user("mod"), roles=[role])


def field(env, guild, names):
    return {name: guild.add_member(env.create_user(name)) for name in names}


def players_of(thread) -> list[int]:
    """The two members a table thread was opened for, from its first message."""
    first = thread.history()[0]
    return [int(user) for user in re.findall(r"<@(\d+)>", first.content)]


def open_threads(lobby, finished: set[int]):
    return [t for t in lobby.threads if t.id not in finished]


async def resign_every_open_game(lobby, members_by_id, finished, loser_pick):
    """In every unfinished table thread, `loser_pick(first, second)` resigns (the higher
    user id with `max`)."""
    for thread in open_threads(lobby, finished):
        finished.add(thread.id)
        first, second = players_of(thread)
        loser = members_by_id[loser_pick(first, second)]
        result = await resign(loser, thread)
        assert result.response.content == "You resigned."


def second_seat(first: int, second: int) -> int:
    del first
    return second


async def create(moderator, lobby, members, **options):
    """A tournament created with `options`, and every one of `members` joined by its
    button; its id."""
    result = await moderator.slash(lobby, "tournament-mod create", **options)
    assert "open for registration" in result.response.content
    tournament = int(re.search(r"#(\d+)", result.response.content).group(1))
    for member in members.values():
        await member.click(post_of(lobby, tournament), label="Join")
    return tournament


def post_of(lobby, tournament_id):
    """The tournament's own message, which the bot keeps editing."""
    return next(m for m in lobby.history() if m.content.startswith(f"**Cup** (#{tournament_id})"))


async def test_members_cannot_see_or_use_the_moderator_commands(env, guild, lobby, alice):
    assert "tournament-mod create" not in alice.available_commands(lobby)
    assert "tournament list" in alice.available_commands(lobby)
    # Even where a server shows the commands to a member, the check refuses them.
    commands = await env.bot.tree.fetch_commands(guild=discord.Object(GUILD_ID))
    group = next(command for command in commands if command.name == "tournament-mod")
    guild.set_command_permissions(group, {alice: True})
    assert "tournament-mod create" in alice.available_commands(lobby)
    refused = await alice.slash(
        lobby, "tournament-mod create", name="Cup", game="draughtnauts", format="swiss", rounds=3
    )
    assert "moderators" in refused.response.content
    assert not lobby.history()


async def test_swiss_of_eight_over_three_rounds_with_a_drop_and_a_substitute(
    env, guild, lobby, moderator
):
    members = field(env, guild, PLAYERS)
    members_by_id = {m.id: m for m in members.values()}
    tournament = await create(
        moderator,
        lobby,
        members,
        name="Cup",
        game="draughtnauts",
        format="swiss",
        rounds=3,
        time_control="2d",
    )
    assert "Players (8)" in post_of(lobby, tournament).content

    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    assert len(lobby.threads) == 4
    # Every table plays at the tournament's pace, not the server's default.
    assert all("Clock (2d a move)" in t.history()[-1].content for t in lobby.threads)
    finished: set[int] = set()
    await resign_every_open_game(lobby, members_by_id, finished, max)

    # Round 2: one player drops out mid-game, another hands over to a newcomer.
    assert len(open_threads(lobby, finished)) == 4
    round_two = open_threads(lobby, finished)
    dropped_id = players_of(round_two[0])[0]
    leaving_id = players_of(round_two[1])[0]
    newcomer = guild.add_member(env.create_user("ivy"))
    members_by_id[newcomer.id] = newcomer
    await moderator.slash(
        lobby, "tournament-mod drop", tournament=tournament, member=members_by_id[dropped_id]
    )
    finished.add(round_two[0].id)
    await moderator.slash(
        lobby,
        "tournament-mod substitute",
        tournament=tournament,
        leaving=members_by_id[leaving_id],
        joining=newcomer,
    )
    finished.add(round_two[1].id)  # the old game is void; a new thread has the newcomer
    assert newcomer.id in players_of(lobby.threads[-1])
    await resign_every_open_game(lobby, members_by_id, finished, max)

    # Round 3: seven players left, so one has a bye and three games are played.
    assert len(open_threads(lobby, finished)) == 3
    assert all(dropped_id not in players_of(t) for t in open_threads(lobby, finished))
    await resign_every_open_game(lobby, members_by_id, finished, max)

    assert any("wins **Cup**" in m.content for m in lobby.history())
    post = post_of(lobby, tournament)
    assert "Finished: champion" in post.content
    assert post.attachments and post.attachments[0].filename == "tournament.png"
    champion_id = int(re.search(r"champion <@(\d+)>", post.content).group(1))
    board = await moderator.slash(lobby, "rating leaderboard", game="draughtnauts")
    top_line = board.response.content.splitlines()[1]
    assert top_line.startswith(f"1. <@{champion_id}>") and "? (3-0-0)" in top_line
    stats = await moderator.slash(
        lobby, "rating stats", game="draughtnauts", member=members_by_id[champion_id]
    )
    assert "(provisional)" in stats.response.content
    log = await moderator.slash(lobby, "tournament-mod log", tournament=tournament)
    actions = log.response.content
    assert all(word in actions for word in ("create", "start", "drop", "substitute"))


async def test_single_elimination_of_five_with_byes_a_drop_and_a_substitute(
    env, guild, lobby, moderator
):
    members = field(env, guild, PLAYERS[:5])
    members_by_id = {m.id: m for m in members.values()}
    tournament = await create(
        moderator,
        lobby,
        members,
        name="Cup",
        game="domination-grid",
        format="single-elimination",
        options="size=8",
    )
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    # Seeds 1-3 have byes: 4 v 5 and 2 v 3 are the only games, both at once.
    assert len(lobby.threads) == 2
    finished: set[int] = set()
    first_game, second_game = lobby.threads
    newcomer = guild.add_member(env.create_user("ivy"))
    members_by_id[newcomer.id] = newcomer
    leaving_id = players_of(first_game)[1]
    await moderator.slash(
        lobby,
        "tournament-mod substitute",
        tournament=tournament,
        leaving=members_by_id[leaving_id],
        joining=newcomer,
    )
    finished.add(first_game.id)
    dropped_id = players_of(second_game)[0]
    await moderator.slash(
        lobby, "tournament-mod drop", tournament=tournament, member=members_by_id[dropped_id]
    )
    finished.add(second_game.id)
    while open_threads(lobby, finished):
        await resign_every_open_game(lobby, members_by_id, finished, second_seat)

    announcements = [m.content for m in lobby.history() if "wins **Cup**" in m.content]
    assert len(announcements) == 1
    champion = int(re.search(r"<@(\d+)>", announcements[0]).group(1))
    assert champion not in (dropped_id, leaving_id)
    post = post_of(lobby, tournament)
    assert post.attachments and post.attachments[0].filename == "tournament.png"


async def test_the_round_deadline_closes_unfinished_games_and_starts_the_next_round(
    env, guild, lobby, moderator
):
    await start_round_robin_of_four(env, guild, lobby, moderator)
    await env.advance_time(25 * 3600)
    assert len(lobby.threads) == 4
    assert any(m.content.startswith("**Round 2**") for m in lobby.history())
    assert all("round deadline passed" in t.history()[-1].content for t in lobby.threads[:2])


async def start_round_robin_of_four(env, guild, lobby, moderator):
    """A round robin of four with one-day rounds, started: round 1 has two tables."""
    members = field(env, guild, PLAYERS[:4])
    tournament = await create(
        moderator, lobby, members, name="Cup", game="draagostat", format="round-robin", round_days=1
    )
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    assert len(lobby.threads) == 2
    return tournament


def round_two_started(lobby) -> bool:
    return any(m.content.startswith("**Round 2**") for m in lobby.history())


async def test_a_round_deadline_set_before_a_restart_closes_the_round_after_it(
    env, make_bot, guild, lobby, moderator
):
    await start_round_robin_of_four(env, guild, lobby, moderator)
    await env.advance_time(23 * 3600)

    await env.restart_bot(make_bot())

    assert not round_two_started(lobby)
    await env.advance_time(2 * 3600)
    assert len(lobby.threads) == 4
    assert round_two_started(lobby)
    assert all("round deadline passed" in t.history()[-1].content for t in lobby.threads[:2])


async def test_an_extended_round_deadline_does_not_fire_at_the_old_time(
    env, guild, lobby, moderator
):
    tournament = await start_round_robin_of_four(env, guild, lobby, moderator)
    extended = await moderator.slash(
        lobby, "tournament-mod extend", tournament=tournament, hours=24
    )
    assert extended.response.content.startswith("Round 1 now closes")
    await env.advance_time(25 * 3600)
    assert len(lobby.threads) == 2
    assert not round_two_started(lobby)
    await env.advance_time(24 * 3600)
    assert len(lobby.threads) == 4
    assert round_two_started(lobby)
