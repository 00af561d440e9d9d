"""What the language walk (`test_every_post_in_every_language.py`) looks for: English the
bot sent where another language was asked for.

* `english_fragments(locale)`: every piece of literal text in the English catalogues
  (the words between a message's placeables, each variant of a selector on its own),
  long enough to be a sentence's part and not a name or notation, and not written the
  same in `locale`'s own catalogues (a game's title, a tiebreak named after its
  inventor, a command's name).
* `sent_texts(env)`: every text the bot sent Discord: message contents, embeds, alt texts
  and file names, button and select labels, thread names, autocomplete choices, from the
  REST calls SimCord logged (the command tree's own sync is the translator's business).
* `Jobs`: the jobs the bot's worker pools ran; `drawn_without(locale)` lists the ones that
  draw words (the `render` package's, and the bot's drawing jobs) without being handed
  `locale`, since a picture's words cannot be read back from its pixels.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Iterator
from typing import Any

from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent

import games
from i18n.catalogs import catalogue_files

WORD = re.compile(r"[^\W\d_]{2,}")
LONE_WORD = 8
"""A fragment of one word counts from this many letters ("Tournament"); shorter ones
("wins", "Draw") are too often a word of the other language, a name or notation."""
COMMANDS = "commands.ftl"
"""The catalogue of the command tree's names and descriptions."""
TEXT_KEYS = {"content", "description", "label", "title", "name", "value", "text", "filename"}
"""The keys of a REST payload whose strings members read."""


def _entries(locale: str, only: str | None = None) -> Iterator[fluent.Message | fluent.Term]:
    parser = FluentParser()
    for path in catalogue_files(locale):
        if only is not None and path.name != only:
            continue
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fluent.Message | fluent.Term):
                yield entry


def _runs(pattern: fluent.Pattern | None) -> Iterator[str]:
    """The literal runs of `pattern`, cut at every placeable; a selector's variants are
    patterns of their own."""
    if pattern is None:
        return
    run = ""
    for element in pattern.elements:
        if isinstance(element, fluent.TextElement):
            run += element.value
            continue
        yield run
        run = ""
        if isinstance(element.expression, fluent.SelectExpression):
            for variant in element.expression.variants:
                yield from _runs(variant.value)
    yield run


def _texts(locale: str) -> Iterator[str]:
    for entry in _entries(locale):
        yield from _runs(entry.value)
        for attribute in entry.attributes:
            yield from _runs(attribute.value)


def _trimmed(run: str) -> str:
    return run.strip(" \n\t*_`.,:;!?()[]“”\"'«»-–—·/")


@functools.cache
def english_fragments(locale: str) -> tuple[str, ...]:
    """The English catalogues' literal fragments that must not appear in `locale`'s text."""
    own = "\n".join(_texts(locale)).casefold()
    # A command's or option's name is how members type it, quoted as such in any text.
    names = {"".join(_runs(entry.value)).casefold() for entry in _entries("en", only=COMMANDS)}
    found = set()
    for run in _texts("en"):
        for line in run.splitlines():
            fragment = _trimmed(line)
            words = WORD.findall(fragment)
            if " " not in fragment:  # one token: a word, or a name like tournament-mod
                words = [fragment] if fragment.isalpha() and len(fragment) >= LONE_WORD else []
            if not words:
                continue
            if fragment.casefold() not in own and fragment.casefold() not in names:
                found.add(fragment)
    return tuple(sorted(found, key=len, reverse=True))


def english_in(texts: list[str], locale: str) -> list[tuple[str, str]]:
    """(fragment, text) for every English fragment found, as whole words, in `texts`;
    the games' titles are names, the same in every language, and are left out."""
    found = []
    for text in texts:
        folded = text
        for game in games.all_games():
            folded = folded.replace(game.title, "")
        folded = folded.casefold()
        for fragment in english_fragments(locale):
            at = folded.find(fragment.casefold())
            if at >= 0 and _whole(folded, at, len(fragment)):
                found.append((fragment, text))
                break
    return found


def _whole(text: str, at: int, length: int) -> bool:
    before = text[at - 1] if at else " "
    after = text[at + length] if at + length < len(text) else " "
    return not (before.isalnum() or after.isalnum())


def sent_texts(env: Any) -> list[str]:
    """Every string a member may read in the REST calls the bot made."""
    found: list[str] = []
    for request in env.http_requests:
        if request.path.endswith("/commands"):
            continue
        _collect(request.json, found)
    return found


def _collect(value: Any, found: list[str], key: str | None = None) -> None:
    if isinstance(value, dict):
        for inner, item in value.items():
            _collect(item, found, inner)
    elif isinstance(value, list):
        for item in value:
            _collect(item, found, key)
    elif isinstance(value, str) and key in TEXT_KEYS and value.strip():
        found.append(value)


class Jobs:
    """Every job the bot's worker pools ran, with its arguments (installed by the walk
    over `WorkerPool.run`)."""

    def __init__(self) -> None:
        self.ran: list[tuple[Any, tuple[Any, ...]]] = []

    def drawn_without(self, locale: str) -> list[str]:
        """The drawing jobs that were not handed `locale`."""
        return [
            _name(job)
            for job, args in self.ran
            if _draws(job) and locale not in set(_values((job, args)))
        ]


def _draws(job: Any) -> bool:
    module = getattr(_function(job), "__module__", "") or ""
    return module.split(".")[0] == "render" or module == "bot.core.render_worker"


def _function(job: Any) -> Any:
    return job.func if isinstance(job, functools.partial) else job


def _name(job: Any) -> str:
    function = _function(job)
    return f"{function.__module__}.{function.__qualname__}"


def _values(value: Any) -> Iterator[Any]:
    """Every plain value inside `value`: a partial's arguments, a dataclass's fields,
    the items of a tuple, list or dict."""
    if isinstance(value, functools.partial):
        yield from _values(value.args)
        yield from _values(value.keywords)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _values(getattr(value, field.name))
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _values(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _values(item)
    elif isinstance(value, str | int | float | bool):
        yield value
