"""Ids from another server: a moderator of server B tries every tournament and rating
command, and every tournament button, on server A's tournament. Tournament ids are
small sequential numbers, so guessing one is trivial; each attempt must be refused
with the words a missing tournament gets (nothing tells B that A's exists) and leave
A's tournament as it was."""

from __future__ import annotations

import re

import discord
import pytest

from tests.e2e.helpers import click_forged, final_answer, resign
from tests.e2e.test_tournament_flow import post_of

MISSING = 999


@pytest.fixture
def settings(settings):
    """Commands published globally too, so the second server has them."""
    return settings.model_copy(update={"sync_commands": True})


@pytest.fixture
def other(env):
    """Server B: its own lobby, a moderator, and a member who also plays in A."""
    guild = env.create_guild("Elsewhere")
    role = guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    return (
        guild,
        guild.create_text_channel("hall"),
        guild.add_member(env.create_user("intruder"), roles=[role]),
    )


async def running_tournament(env, guild, lobby, moderator):
    """Server A's tournament, started, with two players; their user handles too."""
    created = await moderator.slash(
        lobby,
        "tournament-mod create",
        name="Cup",
        game="draughtnauts",
        format="swiss",
        rounds=2,
    )
    tournament = int(re.search(r"#(\d+)", answer(created)).group(1))
    users = [env.create_user(name) for name in ("ann", "ben")]
    players = [guild.add_member(user) for user in users]
    for player in players:
        await player.click(post_of(lobby, tournament), label="Join")
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    return tournament, players, users


def answer(result) -> str:
    return final_answer(result).content


def state_of(lobby, tournament):
    return post_of(lobby, tournament).content, [t.id for t in lobby.threads]


async def test_a_moderator_of_another_server_cannot_touch_this_servers_tournament(
    env, guild, lobby, moderator, other
):
    tournament, _, _ = await running_tournament(env, guild, lobby, moderator)
    other_guild, hall, intruder = other
    stranger = other_guild.add_member(env.create_user("stranger"))
    before = state_of(lobby, tournament)
    attempts = {
        "tournament-mod start": {},
        "tournament-mod extend": {"hours": 24},
        "tournament-mod result": {"table": "R1-1", "winner": intruder},
        "tournament-mod drop": {"member": intruder},
        "tournament-mod substitute": {"leaving": intruder, "joining": stranger},
        "tournament-mod cancel": {},
        "tournament-mod log": {},
    }
    for command, options in attempts.items():
        for tournament_id in (tournament, MISSING):
            result = await intruder.slash(hall, command, tournament=tournament_id, **options)
            assert answer(result) == f"There is no tournament number {tournament_id} here.", command
    assert state_of(lobby, tournament) == before
    log = await moderator.slash(lobby, "tournament-mod log", tournament=tournament)
    assert "cancelled" not in answer(log) and "extended" not in answer(log)
    listed = await intruder.slash(hall, "tournament list")
    assert answer(listed) == "No tournament is open or running here."


async def test_registration_buttons_with_another_servers_id_are_refused(
    env, guild, lobby, moderator, other
):
    created = await moderator.slash(
        lobby, "tournament-mod create", name="Cup", game="draughtnauts", format="swiss", rounds=2
    )
    tournament = int(re.search(r"#(\d+)", answer(created)).group(1))
    _, hall, intruder = other
    # B's own tournament gives B a post with buttons; their custom ids are then forged.
    await intruder.slash(
        hall, "tournament-mod create", name="Cup", game="draughtnauts", format="swiss", rounds=2
    )
    own_post = post_of(hall, tournament + 1)
    for action in ("join", "leave"):
        forged = await click_forged(
            intruder,
            own_post,
            f"tournament:{action}:{tournament}",
            replacing=f"tournament:{action}:{tournament + 1}",
        )
        assert answer(forged) == f"There is no tournament number {tournament} here."
    assert "Players (0)" in post_of(lobby, tournament).content


async def test_ratings_shown_in_another_server_are_that_servers_own(
    env, guild, lobby, moderator, other
):
    _, (ann, _), (ann_user, _) = await running_tournament(env, guild, lobby, moderator)
    await resign(ann, lobby.threads[0])
    other_guild, hall, intruder = other
    ann_there = other_guild.add_member(ann_user)
    board = await intruder.slash(hall, "rating leaderboard", game="draughtnauts")
    assert "Nobody has played a rated game yet." in answer(board)
    here = await moderator.slash(lobby, "rating leaderboard", game="draughtnauts")
    assert "Nobody has played" not in answer(here)
    stats = await intruder.slash(hall, "rating stats", game="draughtnauts", member=ann_there)
    assert "Won 0, drawn 0, lost 0." in answer(stats)
    own = await moderator.slash(lobby, "rating stats", game="draughtnauts", member=ann)
    assert "Won 0, drawn 0, lost 1." in answer(own)
