"""Autocomplete for the `options` text of a command that names a game (`/challenge`,
`/computer play`, `/mod defaults`, `/tournament-mod create`): the game's options as
`key=value` completions of what was typed, read from its options model, so a new option
is offered the day it exists. Options that would fix a card deal (`secret_options`) are
never offered: members may not set them."""

from __future__ import annotations

import typing
from types import NoneType, UnionType

import discord
from discord import app_commands

import games
from bot.core.discord.game_choices import chosen_game
from bot.core.suggestions import CHOICE_TEXT, CHOICES

SMALL_RANGE = 10


def option_suggestions(game_id: str, typed: str) -> list[str]:
    """Texts that complete `typed` with one more option of `game_id` (or the value of the
    option being typed), keeping the pairs already written."""
    if game_id not in games.GAME_IDS:
        return []
    game = games.get(game_id)
    fields = type(game.options()).model_fields
    head, _, last = typed.rpartition(" ")
    done = {pair.partition("=")[0] for pair in head.split()}
    prefix = f"{head} " if head else ""
    key, equals, value = last.partition("=")
    if equals:
        field = fields.get(key)
        if field is None or key in game.secret_options:
            return []
        offered = [f"{prefix}{key}={v}" for v in _values(field) if v.startswith(value)]
    else:
        offered = [
            f"{prefix}{name}="
            for name in fields
            if name.startswith(key) and name not in done and name not in game.secret_options
        ]
    return [text for text in offered if len(text) <= CHOICE_TEXT][:CHOICES]


def _values(field) -> list[str]:
    """The values worth offering for an option: every one of a choice or a flag, a
    small range in full, else its default."""
    choices = [str(v).lower() if isinstance(v, bool) else str(v) for v in _choices(field)]
    if field.default is not None and not isinstance(field.default, bool):
        choices.append(str(field.default))
    return list(dict.fromkeys(choices))


def _choices(field) -> list[object]:
    annotation = field.annotation
    union = typing.get_origin(annotation) in {typing.Union, UnionType}
    kinds = typing.get_args(annotation) if union else (annotation,)
    found: list[object] = []
    for kind in kinds:
        if kind is bool:
            found += [True, False]
        elif typing.get_origin(kind) is typing.Literal:
            found += list(typing.get_args(kind))
        elif kind is int:
            found += _small_range(field)
    return [value for value in found if value is not NoneType and value is not None]


def _small_range(field) -> list[int]:
    bounds = {type(m).__name__: m for m in field.metadata}
    low, high = getattr(bounds.get("Ge"), "ge", None), getattr(bounds.get("Le"), "le", None)
    if low is None or high is None or high - low > SMALL_RANGE:
        return []
    return list(range(low, high + 1))


async def suggest_options(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The autocomplete callback: the game is the one chosen in the same command."""
    return [
        app_commands.Choice(name=text, value=text)
        for text in option_suggestions(str(chosen_game(interaction)), current)
    ]
