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
* `latin_runs(texts)`: three Latin words in a row, in a Russian server's public posts:
  English that is in no catalogue (a sentence written in code, a stored one) shows so.
* `seat_ids_in(texts)`: a seat's id (`dark`, `H`, `white`) standing as a word in a text
  for a German or Russian reader, who must read the seat's name in their language.
* `Jobs`: the jobs the bot's worker pools ran; `drawn_without(locale)` lists the ones that
  take a language (a `locale` parameter, or an argument with a `locale` field) and were
  handed another or none, since a picture's words cannot be read back from its pixels.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import re
from collections.abc import Iterator
from typing import Any

from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent
from simcord.results import to_discord_message

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


LATIN_RUN = re.compile(r"(?<![\w/.-])[A-Za-z]{2,}(?: [A-Za-z]{2,}){2,}(?![\w/.-])")
NOT_PROSE = re.compile(r"`[^`]*`|<[@#:t/][^>]*>|https?://\S+")
"""Code spans (commands, notation), mentions, timestamps and links: not prose."""


def english_in(texts: list[str], locale: str) -> list[tuple[str, str]]:
    """(fragment, text) for every English fragment found, as whole words, in `texts`;
    the games' titles are names, the same in every language, and code spans (commands and
    their flags, as members type them: `python -m games ... --position`) are left out."""
    found = []
    for text in texts:
        folded = NOT_PROSE.sub(" ", _without_titles(text)).casefold()
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


def latin_runs(texts: list[str]) -> list[str]:
    """Runs of three or more Latin words in `texts`, names of games and non-prose aside."""
    found = []
    for text in texts:
        found += LATIN_RUN.findall(NOT_PROSE.sub(" ", _without_titles(text)))
    return found


def _without_titles(text: str) -> str:
    """`text` without the games' titles: names, the same in every language."""
    for game in games.all_games():
        text = text.replace(game.title, "")
    return text


def seat_ids_in(texts: list[str]) -> list[tuple[str, str]]:
    """(seat id, text) for every seat id of every game found as a word in `texts`, code
    spans (notation, the referee command), mentions and links aside. A one-letter id
    (`H`) counts only in its own case; a longer one (`dark`, `Dark`) in any case."""
    found = []
    for text in texts:
        prose = NOT_PROSE.sub(" ", _without_titles(text))
        found += [(match.group(), text) for match in _seat_ids().finditer(prose)]
    return found


@functools.cache
def _seat_ids() -> re.Pattern[str]:
    ids = {seat for game in games.all_games() for seat in game.seats}
    words = sorted(f"(?i:{re.escape(seat)})" if len(seat) > 1 else re.escape(seat) for seat in ids)
    return re.compile(rf"(?<![\w/.-])(?:{'|'.join(words)})(?![\w/.-])")


def public_texts(env: Any) -> list[str]:
    """What every member may read as the channels and direct messages stand now (no
    ephemeral answer): contents, embeds, alt texts and button labels."""
    found: list[str] = []
    for stored in env.backend.messages.values():
        for message in stored.values():
            if message.is_ephemeral:
                continue
            shown = to_discord_message(env, message)
            found.append(shown.content)
            for embed in shown.embeds:
                found += [embed.title or "", embed.description or ""]
                found += [field.value for field in embed.fields]
            found += [file.description or "" for file in shown.attachments]
            found += [
                getattr(item, "label", None) or ""
                for row in shown.components
                for item in row.children
            ]
    return [text for text in found if text]


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
            if key == "choices" and inner == "value":
                continue  # what a chosen choice sends back (a seat's id): never shown
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
        """The jobs that take a language and were handed another one, or none."""
        return [
            f"{_function(job).__module__}.{_function(job).__qualname__}: {given}"
            for job, args in self.ran
            if (given := _languages(job, args)) is not None and given != [locale]
        ]


def _function(job: Any) -> Any:
    return job.func if isinstance(job, functools.partial) else job


def _languages(job: Any, args: tuple[Any, ...]) -> list[str] | None:
    """The languages a job was handed: its `locale` argument (given by name or by
    place), or the `locale` field of an argument; None for a job that takes none."""
    function = _function(job)
    keywords = dict(job.keywords) if isinstance(job, functools.partial) else {}
    positional = (*job.args, *args) if isinstance(job, functools.partial) else args
    given = [
        arg.locale for arg in positional if dataclasses.is_dataclass(arg) and hasattr(arg, "locale")
    ]
    try:
        parameters = inspect.signature(function).parameters
    except (TypeError, ValueError):
        return given or None
    if "locale" in parameters:
        bound = inspect.signature(function).bind_partial(*positional, **keywords).arguments
        given.append(bound.get("locale", "(the default)"))
    return given or None
