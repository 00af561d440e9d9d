"""What an engine said, read in English: engines raise and end games with `Message`s, so
tests that state a refusal or an ending in words compare the English catalogue's
wording of them (`english`), and `refused` is `pytest.raises` matching that wording."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from i18n import ENGLISH, Message, words


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
