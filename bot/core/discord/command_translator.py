"""Slash commands in the member's language: Discord shows each command, option and
choice under the name and description of the member's client language.

discord.py asks a `Translator` for every name and description of the tree when it syncs
(once per Discord locale); this one reads them from the `commands.ftl` catalogues, where
each command, group or option is one message named after its place in the tree, its
value the name and its `.description` attribute the description:

    command-rating-stats = statistik
        .description = Wertung, Bilanz und letzte gewertete Partien eines Mitglieds.
    command-rating-stats-member = mitglied
        .description = Wessen Statistik (deine, wenn leer)

Choices are named by their value (`command-choice-hard`), since discord.py gives a
choice without the command it belongs to. Game ids are choices too and have no entry:
like move notation, they stay as they are. So no cog names a message: a new command
gets its words by adding its entries to the catalogues, which the tests demand.

The English catalogue repeats the code's own words (the tests keep the two equal);
English and every language we do not ship are left to the code's defaults, which Discord
shows when a locale has no translation.
"""

from __future__ import annotations

from functools import cache

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where
from fluent.syntax import FluentParser, ast

from i18n import ENGLISH, shipped_locale
from i18n.catalogs import bundle, catalogue_files

_NAMES = (Where.command_name, Where.group_name, Where.parameter_name, Where.choice_name)


class CatalogueTranslator(app_commands.Translator):
    """Names and descriptions of the command tree from the `commands.ftl` catalogues."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        del string
        catalogue = shipped_locale(locale.value)
        if catalogue == ENGLISH:
            return None
        message_id = command_message_id(context.location, context.data)
        if message_id is None:
            return None
        part = "name" if context.location in _NAMES else "description"
        return command_words(catalogue).get((message_id, part))


def command_message_id(location: Where, data: object) -> str | None:
    """The catalogue message of a command, group, option or choice, or None for what is
    never translated (a context menu, a string outside the tree)."""
    if isinstance(data, app_commands.Choice):
        return f"command-choice-{data.value}"
    if isinstance(data, app_commands.Parameter):
        return f"{command_message_id(location, data.command)}-{data.name}"
    if isinstance(data, app_commands.Command | app_commands.Group):
        return "command-" + data.qualified_name.replace(" ", "-")
    return None


@cache
def command_words(locale: str) -> dict[tuple[str, str], str]:
    """Every command message of `locale`'s catalogue as `(id, "name" | "description")`:
    read once, since a sync asks for each of them once per Discord locale."""
    catalogue = bundle(locale)
    table: dict[tuple[str, str], str] = {}
    for message_id in _command_ids(locale):
        message = catalogue.get_message(message_id)
        if message.value is not None:
            table[message_id, "name"] = str(catalogue.format_pattern(message.value)[0])
        if "description" in message.attributes:
            description = message.attributes["description"]
            table[message_id, "description"] = str(catalogue.format_pattern(description)[0])
    return table


def _command_ids(locale: str) -> list[str]:
    """The ids of the command messages in `locale`'s catalogue files."""
    return [
        entry.id.name
        for resource in catalogue_files(locale)
        for entry in FluentParser().parse(resource.read_text(encoding="utf-8")).body
        if isinstance(entry, ast.Message) and entry.id.name.startswith("command-")
    ]
