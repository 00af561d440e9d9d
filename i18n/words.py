"""`Words`: messages, numbers, durations and lists as one language writes them."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import timedelta
from functools import cache

from babel.dates import format_timedelta
from babel.lists import format_list
from babel.numbers import format_decimal

from i18n.catalogs import bundle
from i18n.locales import ENGLISH, shipped_locale
from i18n.message import Message


class Words:
    """Everything a reader of one shipped language sees as text. Get one with `words()`."""

    def __init__(self, locale: str) -> None:
        self.locale = locale
        self._babel_locale = locale.replace("-", "_")

    def __call__(self, message: Message | str, /, **args: object) -> str:
        """The text of `message` (a `Message`, or an id and its arguments). Arguments
        that are `Message`s are worded first, and a tuple of them as this language lists
        (the seats of a game: "Dunkel und Hell"); a message this language lacks or cannot
        format reads in English; one missing everywhere reads as its id."""
        if isinstance(message, Message):
            args = {**message.args, **args}
            message = message.id
        values = {key: self._worded(value) for key, value in args.items()}
        for locale in dict.fromkeys((self.locale, ENGLISH)):
            text = _formatted(locale, message, values)
            if text is not None:
                return text
        return message

    def _worded(self, value: object) -> object:
        if isinstance(value, Message):
            return self(value)
        if isinstance(value, tuple) and value and all(isinstance(v, Message) for v in value):
            return self.list(map(self, value))
        return value

    def number(self, value: float) -> str:
        """`1234.5` as this language groups and points it: `1,234.5`, `1.234,5`..."""
        return format_decimal(value, locale=self._babel_locale)

    def duration(self, length: timedelta) -> str:
        """A length of time in words, rounded to its largest unit: `3 days`, `3 Tage`."""
        return format_timedelta(length, locale=self._babel_locale, threshold=1.0)

    def list(self, items: Iterable[str]) -> str:
        """`a, b and c` with this language's separators and conjunction."""
        return format_list(list(items), locale=self._babel_locale)


@cache
def words(locale: str | None) -> Words:
    """The `Words` for a Discord locale tag (any tag: unshipped ones read English)."""
    return Words(shipped_locale(locale))


def _formatted(locale: str, message_id: str, args: dict[str, object]) -> str | None:
    """The message in one language, or None when that language lacks it or formatting
    it failed (a translation naming a variable the code does not pass)."""
    catalogue = bundle(locale)
    if not catalogue.has_message(message_id):
        return None
    pattern = catalogue.get_message(message_id).value
    if pattern is None:
        return None
    text, errors = catalogue.format_pattern(pattern, args)
    # A pattern gives FluentNone (never a str) only when it failed, with an error.
    return text if isinstance(text, str) and not errors else None
