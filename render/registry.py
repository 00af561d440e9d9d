"""Which drawer renders which game, loaded on first use like the games registry."""

from __future__ import annotations

from functools import cache
from importlib import import_module

from games import UnknownGame
from games.typed_text import quoted
from i18n import Message
from render.drawer import Drawer

_MODULES = {
    "draagostat": "render.draagostat",
    "draughtnauts": "render.draughtnauts",
    "domination-cards": "render.domination_cards",
    "domination-grid": "render.domination_grid",
}


@cache
def drawer_for(game_id: str) -> Drawer:
    """The drawer of `game_id`; each drawer module exports it as `DRAWER`."""
    try:
        module = _MODULES[game_id]
    except KeyError:
        known = ", ".join(_MODULES)
        raise UnknownGame(Message("game-unknown", game=quoted(game_id), games=known)) from None
    drawer = import_module(module).DRAWER
    if not isinstance(drawer, Drawer):
        raise TypeError(f"{module}.DRAWER is a {type(drawer).__name__}, not a Drawer")
    return drawer
