"""The game choice every command that names a game offers (challenge, rules, ratings,
tournaments, server defaults): one list, so a new game appears everywhere at once."""

from __future__ import annotations

from discord import app_commands

import games

GAME_CHOICES = [app_commands.Choice(name=game_id, value=game_id) for game_id in games.GAME_IDS]
