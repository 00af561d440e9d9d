"""The command tree in every shipped language: every command, option and choice of the
real tree (all features) has its words in the catalogues, every translation keeps to
Discord's rules (a name is lowercase, without spaces, 1-32 characters and unique among
its siblings; a description is 1-100 characters), and the sync sends them to Discord."""

from __future__ import annotations

import re
from collections import defaultdict

import discord
import pytest
from discord import app_commands

import games
from bot.core.discord.command_translator import (
    CatalogueTranslator,
    command_message_id,
    command_words,
)
from bot.guide.discord.cog import rules_page
from i18n import ENGLISH, SHIPPED
from tests.e2e.conftest import GUILD_ID

Where = app_commands.TranslationContextLocation
TRANSLATED = [locale for locale in SHIPPED if locale != ENGLISH]
NAME = re.compile(r"[-_\w]{1,32}")
"""Discord's rule for command and option names (letters of any script, digits, - and _)."""


def tree_entries(bot):
    """(message id, the code's English name, its description, its siblings' key) of
    every command, group and option in the tree; choices as (id, name, None, parent)."""
    found = []

    def visit(item, siblings):
        found.append(
            (command_message_id(Where.command_name, item), item.name, item.description, siblings)
        )
        if isinstance(item, app_commands.Group):
            for child in item.commands:
                visit(child, item.qualified_name)
            return
        for parameter in item.parameters:
            message_id = f"{command_message_id(Where.command_name, item)}-{parameter.name}"
            found.append((message_id, parameter.name, parameter.description, item.qualified_name))
            for choice in parameter.choices:
                found.append((f"command-choice-{choice.value}", choice.name, None, None))

    for command in bot.tree.get_commands():
        visit(command, "/")
    return found


async def test_english_catalogue_holds_the_code_words_of_every_command(env, simcord_bot):
    english = command_words(ENGLISH)
    entries = tree_entries(simcord_bot)
    assert len(entries) > 100
    for message_id, name, description, _ in entries:
        assert english.get((message_id, "name")) == name, message_id
        if description is not None:
            assert english.get((message_id, "description")) == description, message_id
    named = {message_id for message_id, *_ in entries}
    stale = sorted({key for key, _ in english} - named)
    assert stale == [], "the catalogue names commands the tree lacks"


@pytest.mark.parametrize("locale", TRANSLATED)
async def test_every_translation_keeps_to_discords_rules(env, simcord_bot, locale):
    said = command_words(locale)
    siblings = defaultdict(list)
    for message_id, _, description, parent in tree_entries(simcord_bot):
        name = said[message_id, "name"]
        if description is None:
            assert 1 <= len(name) <= 100, (locale, message_id, name)
            continue
        assert NAME.fullmatch(name) and name == name.lower(), (locale, message_id, name)
        assert 1 <= len(said[message_id, "description"]) <= 100, (locale, message_id)
        siblings[parent].append(name)
    for parent, names in siblings.items():
        assert len(names) == len(set(names)), (locale, parent, sorted(names))


async def test_english_and_unshipped_languages_keep_the_codes_words(env, simcord_bot):
    translator = CatalogueTranslator()
    command = simcord_bot.tree.get_command("challenge")
    context = app_commands.TranslationContext(Where.command_name, command)
    text = app_commands.locale_str("challenge")
    assert await translator.translate(text, discord.Locale.british_english, context) is None
    assert await translator.translate(text, discord.Locale.japanese, context) is None
    assert await translator.translate(text, discord.Locale.german, context) == "herausfordern"
    assert await translator.translate(text, discord.Locale.latin_american_spanish, context) == (
        "desafiar"
    )


async def test_the_sync_sends_localized_names_descriptions_and_choices(env, guild, simcord_bot):
    synced = env.backend.find_command("rating", GUILD_ID)
    assert synced["name_localizations"]["de"] == "wertung"
    assert synced["name_localizations"]["fr"] == "classement"
    assert synced["description_localizations"]["ru"] == "Рейтинги и таблицы лидеров этого сервера"
    stats = next(option for option in synced["options"] if option["name"] == "stats")
    member = next(option for option in stats["options"] if option["name"] == "member")
    assert member["name_localizations"]["pl"] == "członek"
    assert member["description_localizations"]["pt-BR"].startswith("De quem")
    computer = env.backend.find_command("computer", GUILD_ID)
    play = next(option for option in computer["options"] if option["name"] == "play")
    level = next(option for option in play["options"] if option["name"] == "level")
    hard = next(choice for choice in level["choices"] if choice["value"] == "hard")
    assert hard["name_localizations"]["es-ES"] == "difícil"
    game = next(option for option in play["options"] if option["name"] == "game")
    titles = {choice["value"]: choice for choice in game["choices"]}
    assert titles["draughtnauts"]["name"] == "Draughtnauts"
    assert (
        titles["draagostat"]["name_localizations"]["de"]
        == "Draagostat (Ein Spiel um die Herrschaft)"
    )
    assert titles["domination-cards"]["name_localizations"]["ru"] == "Domination (карточная игра)"
    assert "en-US" not in synced["name_localizations"]


@pytest.mark.parametrize("locale", SHIPPED)
def test_game_choices_read_as_the_rules_pages_title_them(locale):
    """A game offered in a command is named as its rules page is headed in the
    reader's language (the card game as a card game), never by its id."""
    said = command_words(locale)
    for game_id in games.GAME_IDS:
        page = rules_page(games.get(game_id), locale)
        heading = page.splitlines()[0].removeprefix("# ")
        assert said["command-choice-" + game_id, "name"] == heading, (locale, game_id)
        assert said["command-choice-" + game_id, "name"] != game_id or locale != ENGLISH
