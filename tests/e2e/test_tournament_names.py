"""A tournament's bracket and standings name their players, and say so in their alt
text, in the channel's language.

The bot asks Discord for no members intent, so its member cache is nearly empty and
cannot name anyone: the names are the ones members had when they joined, kept and
refreshed from their own interactions. A name is member-written text: a long one, an
RTL one, one with emoji or one that reads like a mention must neither break the post
nor ping anyone.
"""

from __future__ import annotations

import re

import pytest

from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import resign

pytestmark = pytest.mark.postgres

NAMES = [
    "Ann",
    "Bartholomew Featherstonehaugh-Cholmondeley the Third",
    "@everyone",
    "דנה 🐉",
]


@pytest.fixture
def guild(env, request):
    """The server, in the Discord language a test asks for (English by default)."""
    locale = getattr(request, "param", "en-US")
    return env.create_guild("Game Night", id=GUILD_ID, preferred_locale=locale)


def field(env, guild, names):
    return [
        guild.add_member(env.create_user(f"user{i}"), nick=name) for i, name in enumerate(names)
    ]


def post_of(lobby):
    """The tournament's own message (the bot keeps editing it): the one with buttons or
    the image."""
    return next(m for m in lobby.history() if m.content.startswith("**Cup**"))


def alt_text(lobby) -> str:
    (picture,) = post_of(lobby).attachments
    return picture.description or ""


async def start_cup(moderator, lobby, members, join="Join", **options):
    result = await moderator.slash(
        lobby, "tournament-mod create", name="Cup", game="draughtnauts", **options
    )
    tournament = int(re.search(r"#(\d+)", result.response.content).group(1))
    for member in members:
        await member.click(post_of(lobby), label=join)
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    return tournament


async def resign_all(lobby, members, done):
    """The second player of every table not yet played resigns."""
    by_id = {member.id: member for member in members}
    for thread in [t for t in lobby.threads if t.id not in done]:
        done.add(thread.id)
        second = int(re.findall(r"<@(\d+)>", thread.history()[0].content)[1])
        await resign(by_id[second], thread)


def pings_everyone(channels) -> bool:
    return any(m.mention_everyone for channel in channels for m in channel.history())


async def test_the_bracket_names_its_players_to_the_champion(env, guild, lobby, moderator):
    members = field(env, guild, NAMES)
    await start_cup(moderator, lobby, members, format="single-elimination")

    described = alt_text(lobby)
    assert "tournament.png" not in described
    assert "member" not in described
    for name in NAMES:
        assert name in described
    done: set[int] = set()
    while any(t.id not in done for t in lobby.threads):
        await resign_all(lobby, members, done)

    described = alt_text(lobby)
    (champion,) = [
        m
        for m in members
        if f"<@{m.id}>" in "".join(x.content for x in lobby.history() if "🏆" in x.content)
    ]
    assert described.startswith("Cup")
    assert NAMES[members.index(champion)] in described
    assert not pings_everyone([lobby, *lobby.threads])


@pytest.mark.parametrize("guild", ["de"], indirect=True)
async def test_the_standings_name_the_players_in_the_channels_language(
    env, guild, lobby, moderator
):
    members = field(env, guild, NAMES[:2])
    await start_cup(moderator, lobby, members, join="Beitreten", format="round-robin")

    described = alt_text(lobby)
    assert "Tabelle" in described
    for name in NAMES[:2]:
        assert name in described
    assert not pings_everyone([lobby, *lobby.threads])


async def test_a_name_changed_later_is_read_from_the_members_next_interaction(
    env, guild, lobby, moderator
):
    members = field(env, guild, ["Ann", "Ben"])
    await start_cup(moderator, lobby, members, format="round-robin")
    env.backend.get_guild(GUILD_ID).members[members[0].id].nick = "Annabel"
    await members[0].slash(lobby, "tournament list")

    await resign_all(lobby, members, set())

    described = alt_text(lobby)
    assert "Annabel" in described
    assert "Ben" in described
