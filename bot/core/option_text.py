"""The `options` text of a challenge (and of `/mod defaults`): `key=value` pairs
separated by spaces, read into a mapping and written back for members to read.

Values may contain commas (`setup=a1,b2,c3,d4`, `order=3,7,...`), so only whitespace
separates pairs. The game's options model then validates and converts the strings.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.core.errors import InvalidRequest
from bot.core.quoting import excerpt

MAX_OPTIONS = 200
"""Characters of the options a moderator gives a tournament or a league."""


def parse_options(text: str | None) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in (text or "").split():
        key, sep, value = pair.partition("=")
        if not sep or not key or not value:
            raise InvalidRequest("match-option-malformed", option=excerpt(pair))
        if key in options:
            raise InvalidRequest("match-option-twice", option=excerpt(key))
        options[key] = value
    return options


def options_text(options: Mapping[str, str]) -> str:
    """The text `parse_options` reads back as `options`."""
    return " ".join(f"{key}={value}" for key, value in options.items())
