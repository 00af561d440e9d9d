"""A refusal says where to go or what to use instead: the member's matches, `/matches`,
`/computer play`, `/match resign`; in every language (the catalogue test checks that
each language has the message, this one that the pointer is in it)."""

from __future__ import annotations

import pytest

from i18n import SHIPPED, words
from tests.e2e.helpers import final_answer, start_match


async def test_no_match_here_names_the_members_matches(env, guild, lobby, alice, bob, carol):  # noqa: PLR0917 (fixtures)
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    elsewhere = guild.create_text_channel("elsewhere")
    refused = final_answer(await alice.slash(elsewhere, "match board"))
    assert f"<#{thread.id}>" in refused.content
    assert refused.content.startswith("No match of yours is being played here")
    refused = final_answer(await alice.slash(elsewhere, "move", notation="11-15"))
    assert f"<#{thread.id}>" in refused.content
    nobody = final_answer(await carol.slash(elsewhere, "move", notation="11-15"))
    assert "`/matches`" in nobody.content


MATCH_HERE = [
    ("match board", {}),
    ("match history", {}),
    ("match draw", {}),
    ("match resign", {}),
    ("match abort", {}),
    ("move", {"notation": "11-15"}),
    ("takeback", {}),
    ("computer takeback", {}),
    ("clock", {}),
    ("claim", {}),
]
"""The member commands that act on the match of the channel they are used in."""


@pytest.mark.parametrize(("name", "options"), MATCH_HERE, ids=[name for name, _ in MATCH_HERE])
async def test_every_command_on_the_match_here_points_to_the_members_matches(  # noqa: PLR0917 (fixtures, parameters)
    env, guild, lobby, alice, bob, name, options
):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    elsewhere = guild.create_text_channel("elsewhere")
    refused = final_answer(await bob.slash(elsewhere, name, **options))
    assert f"<#{thread.id}>" in refused.content, name


@pytest.mark.parametrize(
    ("message", "pointer"),
    [
        ("match-none-here", "`/matches`"),
        ("challenge-no-bots", "`/computer play`"),
        ("challenge-channel-busy", "`/match resign`"),
        ("match-channel-busy", "`/match resign`"),
    ],
)
@pytest.mark.parametrize("tag", SHIPPED)
def test_each_refusal_names_its_way_out_in_every_language(message, pointer, tag):
    assert pointer in words(tag)(message)


async def test_a_bot_challenged_is_pointed_to_the_computer(env, guild, lobby, alice):
    robot = guild.add_member(env.create_user("robot", bot=True))
    refused = await alice.slash(lobby, "challenge", game="draughtnauts", opponent=robot)
    assert "`/computer play`" in final_answer(refused).content


async def test_a_busy_channel_names_match_resign(env, lobby, moderator, alice, bob, carol):  # noqa: PLR0917 (fixtures)
    await moderator.slash(lobby, "mod threads", enabled=False)
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob)
    await bob.click(lobby.last_message, label="Accept")
    await env.advance_time(60)
    refused = await carol.slash(lobby, "challenge", game="draagostat", opponent=alice)
    assert "`/match resign`" in final_answer(refused).content
