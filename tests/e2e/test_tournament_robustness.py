"""Tournaments under stress: a post that fails, text too long, a slow Discord, and two
moderators acting on one tournament at the same instant."""

from __future__ import annotations

import asyncio
import re

import discord
import pytest
from simcord.backend.errors import OptionError

from tests.e2e.helpers import slash_together
from tests.e2e.test_tournament_authorization import answer
from tests.e2e.test_tournament_flow import field, post_of

PLAYERS = ["ann", "ben", "cat", "dan"]
DEFERRED = 5
"""The interaction callback type of a deferred answer ("thinking...")."""


async def create(moderator, lobby, **changes):
    options = {"name": "Cup", "game": "draughtnauts", "format": "swiss", "rounds": 2} | changes
    return await moderator.slash(lobby, "tournament-mod create", **options)


async def open_with_players(env, guild, lobby, moderator):
    created = await create(moderator, lobby)
    tournament = int(re.search(r"#(\d+)", answer(created)).group(1))
    for member in field(env, guild, PLAYERS).values():
        await member.click(post_of(lobby, tournament), label="Join")
    return tournament


async def test_a_tournament_whose_post_fails_is_not_left_behind(env, lobby, moderator):
    env.inject_error("POST", "/channels/*/messages")
    failed = await create(moderator, lobby)
    assert "Something went wrong" in answer(failed)
    listed = await moderator.slash(lobby, "tournament list")
    assert answer(listed) == "No tournament is open or running here."
    created = await create(moderator, lobby)
    assert "open for registration" in answer(created)


async def test_every_free_text_option_is_bounded(env):
    groups = [env.bot.tree.get_command(name) for name in ("tournament", "tournament-mod", "rating")]
    texts = [
        (command.name, parameter)
        for group in groups
        for command in group.commands
        for parameter in command.parameters
        if parameter.type is discord.AppCommandOptionType.string and not parameter.choices
    ]
    assert {(name, p.name) for name, p in texts} == {
        ("create", "name"),
        ("create", "options"),
        ("create", "time_control"),
        ("result", "table"),
    }
    assert all(p.max_value is not None and p.max_value <= 200 for _, p in texts)


async def test_a_name_of_five_thousand_characters_never_reaches_the_bot(env, lobby, moderator):
    with pytest.raises(OptionError, match="at most 80 characters"):
        await create(moderator, lobby, name="N" * 5000)
    listed = await moderator.slash(lobby, "tournament list")
    assert answer(listed) == "No tournament is open or running here."


async def test_start_is_answered_before_slow_threads_open(
    env, guild, lobby, moderator, monkeypatch
):
    tournament = await open_with_players(env, guild, lobby, moderator)
    create_thread = discord.TextChannel.create_thread

    async def slow_create_thread(self, **kwargs):
        await asyncio.sleep(5)
        return await create_thread(self, **kwargs)

    monkeypatch.setattr(discord.TextChannel, "create_thread", slow_create_thread)
    started = await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    assert answer(started) == "Started with 4 players."
    assert not lobby.threads
    await env.advance_time(30)
    assert len(lobby.threads) == 2
    assert all(len(thread.history()) == 2 for thread in lobby.threads)  # greeting, board


async def test_a_start_and_a_cancel_at_the_same_instant_take_turns(
    env, guild, lobby, moderator, monkeypatch
):
    tournament = await open_with_players(env, guild, lobby, moderator)
    role = guild.create_role("deputies", permissions=discord.Permissions(manage_guild=True))
    deputy = guild.add_member(env.create_user("deputy"), roles=[role])
    start, cancel = await slash_together(
        env,
        monkeypatch,
        lobby,
        [
            (moderator, "tournament-mod start", {"tournament": tournament}),
            (deputy, "tournament-mod cancel", {"tournament": tournament}),
        ],
    )
    await env.advance_time(60)
    assert answer(cancel) == "Cancelled."
    # Either the start came first (and the cancel then stopped it) or the cancel did
    # (and the start was refused); never a start half undone.
    assert answer(start) in (
        "Started with 4 players.",
        "This tournament is no longer taking registrations.",
    )
    assert "Cancelled." in post_of(lobby, tournament).content
    # No table got a game: a thread opened meanwhile is left without a board.
    assert all(len(thread.history()) <= 1 for thread in lobby.threads)


async def test_every_command_defers_before_it_reads_the_database(env, guild, lobby, moderator):
    tournament = await open_with_players(env, guild, lobby, moderator)
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    calls = [
        ("tournament list", {}),
        ("tournament-mod extend", {"tournament": tournament, "hours": 2}),
        ("tournament-mod log", {"tournament": tournament}),
        ("rating leaderboard", {"game": "draughtnauts"}),
        ("rating stats", {"game": "draughtnauts"}),
    ]
    for name, options in calls:
        before = len(env.http_requests)
        await moderator.slash(lobby, name, **options)
        callback = next(r for r in env.http_requests[before:] if r.path.endswith("/callback"))
        assert callback.json["type"] == DEFERRED, name


async def test_a_long_list_of_tournaments_fits_in_one_message(env, lobby, moderator):
    for number in range(30):
        await create(moderator, lobby, name=f"{number:02d}" + "N" * 78)
    listed = await moderator.slash(lobby, "tournament list")
    assert 1000 < len(answer(listed)) <= 2000
    assert answer(listed).startswith("#30 ")


async def test_a_tournament_is_not_opened_where_its_tables_cannot_be(env, guild, lobby, moderator):
    """Each table plays in a thread of the tournament's channel, and a thread (or a voice
    channel's chat) holds no threads: a tournament opened there could never seat anyone.
    It is refused at once, saying where it can be opened."""
    await env.bot.get_channel(lobby.id).create_thread(
        name="Cup talk", type=discord.ChannelType.public_thread
    )
    refusal = "A tournament opens in a text channel: its games are threads of it."
    for place in (lobby.threads[-1], guild.create_voice_channel("Voice")):
        refused = await create(moderator, place)
        assert answer(refused) == refusal
        listed = await moderator.slash(place, "tournament list")
        assert answer(listed) == "No tournament is open or running here."
