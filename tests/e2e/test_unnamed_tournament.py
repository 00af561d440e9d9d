"""A tournament needs no name: one created without stores none (no English "Tournament"
in the database) and is called by the default name of each reader's language, in its
post, its join answer and its tables' threads."""

from __future__ import annotations

import re

import pytest

from i18n import words
from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import custom_ids, private_answer

pytestmark = pytest.mark.postgres


@pytest.fixture
def guild(env):
    return env.create_guild("Spieleabend", id=GUILD_ID, preferred_locale="de")


async def test_an_unnamed_tournament_is_called_in_each_readers_language(
    env, guild, lobby, alice, bob, *, moderator, member_locale
):
    created = await moderator.slash(
        lobby, "tournament-mod create", game="draughtnauts", format="round-robin"
    )
    tournament = int(re.search(r"#(\d+)", private_answer(created).content).group(1))
    stored = await env.bot.services.tournaments.get(guild.id, tournament)
    assert stored.name == ""
    german = words("de")("tourney-unnamed")
    assert german == "Turnier"
    post = next(m for m in lobby.history() if m.content.startswith(f"**{german}** (#{tournament})"))
    [join] = [key for key in custom_ids(post) if key.startswith("tournament:join")]
    member_locale.tag = "ru"
    joined = await alice.click(post, custom_id=join)
    assert words("ru")("tourney-unnamed") in private_answer(joined).content
    await bob.click(post, custom_id=join)
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    assert lobby.threads[0].name.startswith(f"{german} · ")
