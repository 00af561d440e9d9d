"""The shipped languages as their own speakers name them ("Deutsch", "Polski"), from
CLDR through Babel: a moderator looking for their language finds it in its own words,
whatever language their Discord shows."""

from __future__ import annotations

from functools import cache

from babel import Locale

from i18n import SHIPPED


@cache
def native_name(locale: str) -> str:
    """`"pt-BR"` -> `"Português (Brasil)"`."""
    parsed = Locale.parse(locale.replace("-", "_"))
    name = parsed.get_display_name(parsed) or locale
    return name[:1].upper() + name[1:]


def language_named(typed: str) -> str | None:
    """The shipped locale a moderator means by `typed`: its tag (`de`, `pt-br`) or its
    own name (`deutsch`), case-blind; None when none is."""
    wanted = typed.strip().casefold()
    for locale in SHIPPED:
        if wanted in {locale.casefold(), native_name(locale).casefold()}:
            return locale
    return None


def languages_matching(typed: str) -> list[str]:
    """The shipped locales whose tag or own name contains `typed` (autocomplete)."""
    wanted = typed.strip().casefold()
    return [
        locale
        for locale in SHIPPED
        if wanted in locale.casefold() or wanted in native_name(locale).casefold()
    ]
