"""Every free-text option of play, moderation, the guide and the languages has a maximum
length, so Discord itself stops an overlong input before the bot quotes it anywhere."""

from __future__ import annotations

import discord
from discord import app_commands

FEATURES = ("bot.play.", "bot.moderation.", "bot.guide.", "bot.languages.")


def free_text_options(bot):
    for command in bot.tree.walk_commands():
        if not isinstance(command, app_commands.Command):
            continue
        if not type(command.binding).__module__.startswith(FEATURES):
            continue
        for parameter in command.parameters:
            if parameter.type is discord.AppCommandOptionType.string and not parameter.choices:
                yield command.qualified_name, parameter


async def test_every_free_text_option_is_bounded(env, simcord_bot):
    options = list(free_text_options(simcord_bot))
    assert ("move", "notation") in [(name, p.name) for name, p in options]
    unbounded = [(name, p.name) for name, p in options if p.max_value is None]
    assert unbounded == []
    assert {name: p.max_value for name, p in options}["move"] == 100
