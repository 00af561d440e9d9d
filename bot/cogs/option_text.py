"""Reading the `options` text of a challenge: `key=value` pairs separated by spaces.

Values may contain commas (`setup=a1,b2,c3,d4`, `order=3,7,...`), so only whitespace
separates pairs. The game's options model then validates and converts the strings.
"""

from __future__ import annotations

from bot.service.errors import InvalidRequest


def parse_options(text: str | None) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in (text or "").split():
        key, sep, value = pair.partition("=")
        if not sep or not key or not value:
            raise InvalidRequest(f"'{pair}' is not an option: write key=value, e.g. size=8")
        if key in options:
            raise InvalidRequest(f"the option '{key}' is given twice")
        options[key] = value
    return options
