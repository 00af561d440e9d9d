"""`/help` says what this server does, and the computer's default level is said the
same everywhere it is said: read from the code (`DEFAULT_LEVEL`), it is the level a
`/computer play` without one gets, the one `/help` and the command's option name, and
the one both READMEs call a new member's first opponent."""

from __future__ import annotations

from pathlib import Path

from bot.computer.service import DEFAULT_LEVEL
from bot.core.discord.command_translator import command_words
from bot.core.rated_levels import level_name
from i18n import words
from tests.e2e.helpers import bot_at_rest

ROOT = Path(__file__).parents[2]


async def help_text(member, channel) -> str:
    return (await member.slash(channel, "help")).response.embeds[0].description


async def test_help_promises_a_thread_only_where_matches_get_one(env, lobby, moderator, alice):
    assert "own thread" in await help_text(alice, lobby)
    await moderator.slash(lobby, "mod threads", enabled=False)
    text = await help_text(alice, lobby)
    assert "thread" not in text.split("`/challenge`")[1].split("\n")[0]
    assert "played in the channel" in text


async def test_help_follows_the_server_in_the_members_language(
    env, member_locale, lobby, moderator, alice
):
    await moderator.slash(lobby, "mod threads", enabled=False)
    member_locale.tag = "de"
    text = await help_text(alice, lobby)
    assert words("de")("help-intro-in-channel") in text
    assert words("de")("help-intro") not in text


async def test_the_computer_plays_its_default_level_unless_asked(env, lobby, alice):
    await alice.slash(lobby, "computer play", game="draughtnauts", seat="dark")
    await bot_at_rest(env)
    services = env.bot.services
    match = await services.matches.in_channel(lobby.threads[-1].id)
    assert await services.computer.level(match, "light") == DEFAULT_LEVEL == "easy"


async def test_help_names_the_default_level(env, member_locale, lobby, alice):
    for tag in ("en-US", "ru"):
        member_locale.tag = tag
        said = words(tag)
        text = await help_text(alice, lobby)
        assert said("help-computer", level=level_name(DEFAULT_LEVEL)) in text


def test_the_level_option_and_the_readmes_name_the_same_default(env):
    [play] = [c for c in env.bot.tree.walk_commands() if c.qualified_name == "computer play"]
    [level] = [option for option in play.parameters if option.name == "level"]
    assert f"{DEFAULT_LEVEL} (the default)" in level.description
    row = next(
        line
        for line in (ROOT / "bot" / "README.md").read_text().splitlines()
        if line.startswith("| `/computer play")
    )
    assert f"`{DEFAULT_LEVEL}` by default" in row
    readme = (ROOT / "README.md").read_text()
    assert f"`{DEFAULT_LEVEL}`, a new member's first opponent" in " ".join(readme.split())


async def test_help_lists_every_command_in_every_language(env, member_locale, lobby, moderator):
    """The moderators' commands on pages of their own: all of them are listed, in the
    language with the longest words too, over as many messages as they take, each
    within Discord's 6,000 characters for a message's embeds."""
    commands = [c for c in env.bot.tree.walk_commands() if hasattr(c, "callback")]
    for tag in ("de", "ru", "pl"):
        member_locale.tag = tag
        answer = await moderator.slash(lobby, "help")
        messages = [m for m in (answer.response, *answer.followups) if m is not None]
        pages = [page for message in messages for page in message.embeds]
        text = "".join(page.description for page in pages)
        for message in messages:
            assert sum(len(page.description) for page in message.embeds) < 6000
        for command in commands:
            assert f"`/{shown_name(command, tag)}`" in text


def shown_name(command, tag: str) -> str:
    """The command's path as a client in `tag` shows it: each group's and the command's
    own name from the `commands.ftl` catalogue, the code's name where it has none."""
    names = command_words(tag)
    parts = command.qualified_name.split()
    return " ".join(
        names.get(("command-" + "-".join(parts[: depth + 1]), "name"), part)
        for depth, part in enumerate(parts)
    )


def test_help_shows_localized_names_not_the_codes(env):
    """The lines above really differ by language: a German client does not show
    `/rating stats` but its own words for it."""
    stats = next(c for c in env.bot.tree.walk_commands() if c.qualified_name == "rating stats")
    assert shown_name(stats, "de") == "wertung statistik"
