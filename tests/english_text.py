"""What an engine said, read in English: engines raise and end games with `Message`s, so
tests that state a refusal or an ending in words compare the English catalogue's
wording of them (`english`), `refused` is `pytest.raises` matching that wording, and
`assert_catalogued` checks that every id said has a catalogue entry."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from i18n import ENGLISH, Message, words
from i18n.catalogs import bundle


def english(said: Message | Exception) -> str:
    """A message, or the message of a game's refusal, as the English catalogue words it
    (any other exception, such as a command line's usage error, as its own text)."""
    if isinstance(said, Exception):
        said = getattr(said, "message", None) or str(said)
    return words(ENGLISH)(said)


@contextmanager
def refused(kind: type[Exception], match: str | None = None) -> Iterator[pytest.ExceptionInfo]:
    """`pytest.raises(kind)` whose English wording must contain the regex `match`."""
    with pytest.raises(kind) as caught:
        yield caught
    if match is not None:
        wording = english(caught.value)
        assert re.search(match, wording), f"{match!r} not in {wording!r}"


def assert_catalogued(said: Message | Exception) -> None:
    """Every message id in `said` (nested ones too) has an English entry: an engine
    never says something no catalogue can word (it would read as its bare id)."""
    message = said if isinstance(said, Message) else said.message
    assert bundle(ENGLISH).has_message(message.id), f"{message.id} is in no catalogue"
    for value in message.args.values():
        if isinstance(value, Message):
            assert_catalogued(value)
