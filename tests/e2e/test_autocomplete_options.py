"""`options` and tournament numbers autocomplete: every command with an `options` text
offers the chosen game's options as `key=value` completions, and every `tournament`
option offers the server's open and running tournaments by number and name. Both
lists are read from the command tree, so a new command with such an option is
covered."""

from __future__ import annotations

import re

import pytest
from discord import app_commands

import games
from bot.core.discord.option_suggestions import option_suggestions
from tests.e2e.test_answer_first import MODERATORS


def commands_with(bot, option: str) -> list[str]:
    return sorted(
        command.qualified_name
        for command in bot.tree.walk_commands()
        if isinstance(command, app_commands.Command)
        and any(parameter.name == option for parameter in command.parameters)
    )


async def test_every_options_text_completes_the_games_options(env, lobby, moderator):
    names = commands_with(env.bot, "options")
    assert {"challenge", "computer play", "tournament-mod create"} <= set(names)
    for name in names:
        offered = await moderator.autocomplete(
            lobby, name, "options", "hand=3 d", game="domination-cards"
        )
        assert [choice["value"] for choice in offered] == ["hand=3 deck="], name
        offered = await moderator.autocomplete(
            lobby, name, "options", "hand=3 deck=", game="domination-cards"
        )
        assert [c["value"] for c in offered] == [
            "hand=3 deck=standard",
            "hand=3 deck=royals",
            "hand=3 deck=tarot",
        ], name


async def test_options_never_offer_what_would_fix_a_deal(env, lobby, alice):
    offered = await alice.autocomplete(lobby, "challenge", "options", "", game="domination-cards")
    keys = [choice["value"] for choice in offered]
    assert "hand=" in keys
    assert "order=" not in keys


async def test_every_tournament_number_completes_the_servers_tournaments(env, lobby, moderator):
    made = await moderator.slash(
        lobby,
        "tournament-mod create",
        name="Spring Cup",
        game="draagostat",
        format="swiss",
        rounds=2,
    )
    number = int(re.search(r"#(\d+)", made.response.content).group(1))
    names = commands_with(env.bot, "tournament")
    assert len(names) == 9
    for name in names:
        assert name.startswith(MODERATORS)
        offered = await moderator.autocomplete(lobby, name, "tournament", "")
        assert offered == [
            {"name": f"#{number} Spring Cup · Draagostat (A Game of Dominion)", "value": number}
        ], name


@pytest.mark.parametrize("typed", ["9", "#9"])
async def test_a_number_that_matches_nothing_offers_nothing(env, lobby, moderator, typed):
    await moderator.slash(
        lobby, "tournament-mod create", name="Cup", game="draagostat", format="swiss", rounds=2
    )
    assert await moderator.autocomplete(lobby, "tournament-mod start", "tournament", typed) == []


def test_every_game_offers_every_option_a_member_may_set():
    """Read from the registry: a new game or option is offered without code here."""
    for game_id in games.GAME_IDS:
        game = games.get(game_id)
        fields = type(game.options()).model_fields
        offered = option_suggestions(game_id, "")
        assert offered == [f"{key}=" for key in fields if key not in game.secret_options]
        for key, field in fields.items():
            if key not in game.secret_options and field.default is not None:
                assert f"{key}={field.default}".lower() in [
                    text.lower() for text in option_suggestions(game_id, f"{key}=")
                ], (game_id, key)


async def test_an_unnamed_tournament_completes_with_the_readers_word_for_it(env, lobby, moderator):
    made = await moderator.slash(
        lobby, "tournament-mod create", game="draagostat", format="swiss", rounds=2
    )
    number = int(re.search(r"#(\d+)", made.response.content).group(1))
    offered = await moderator.autocomplete(lobby, "tournament-mod start", "tournament", "")
    assert offered == [
        {"name": f"#{number} Tournament · Draagostat (A Game of Dominion)", "value": number}
    ]
