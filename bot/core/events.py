"""What happened to a match, told to whoever listens after it is committed.

The match service publishes an event only once the change is stored, so a subscriber
never sees a move that could still vanish. The composition root subscribes them
(`bot/services.py`): ratings and tournaments listen for `MatchEnded`, the clocks' "your
move" message for `MoveMade` (the clocks themselves are written inside the match's own
transaction, see `MatchParticipant`). A failing subscriber is logged and skipped: the
change it reacts to is already committed, and the other subscribers still deserve to
hear about it.

Subscribers run in the background, after the use case has returned: a direct message
to the opponent or a tournament round's threads must not eat into the three seconds
Discord gives the command that made the move. The events of one match are still
handled one after another, in the order they were published.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Awaitable, Callable, Coroutine, Hashable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from bot.core.records import EndHow, Match, MatchResult, MoveRecord
from games import State

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class MatchStarted:
    match: Match


@dataclass(frozen=True, slots=True)
class MoveMade:
    """A committed move: the match as stored after it, the move, and the exact state it
    led to (with history, so draw rules hold)."""

    match: Match
    move: MoveRecord
    state: State
    answer: MoveMade | None = None
    """The move that answered this one in the same transaction (a premove, see
    `MoveResponder`), itself perhaps answered; None for most moves."""

    def chain(self) -> tuple[MoveMade, ...]:
        """This move and the answers committed with it, in order."""
        return (self,) if self.answer is None else (self, *self.answer.chain())


@dataclass(frozen=True, slots=True)
class MatchEnded:
    """A match that stopped, by the rules or otherwise (`outcome.how` says which)."""

    match: Match
    outcome: MatchResult

    @property
    def how(self) -> EndHow:
        return self.outcome.how


@dataclass(frozen=True, slots=True)
class DrawOffered:
    """`seat` offered a draw that now stands (the match as stored with the offer); an
    opponent that answers by itself, the computer, hears it here."""

    match: Match
    seat: str


Event = MatchStarted | MoveMade | MatchEnded | DrawOffered
E = TypeVar("E", MatchStarted, MoveMade, MatchEnded, DrawOffered)
Handler = Callable[[Any], Awaitable[None]]


class Runner(Protocol):
    """Where handlers run: the bot's `BackgroundTasks` (after the reply); service tests
    pass one that awaits them at once."""

    async def run(self, key: Hashable, work: Coroutine[Any, Any, None]) -> None: ...


class EventBus:
    """In-process publish/subscribe: handlers run in subscription order, through
    `runner`, after earlier events of the same match."""

    def __init__(self, runner: Runner) -> None:
        self._handlers: defaultdict[type, list[Handler]] = defaultdict(list)
        self._runner = runner

    def subscribe(self, event_type: type[E], handler: Callable[[E], Awaitable[None]]) -> None:
        self._handlers[event_type].append(handler)

    async def publish(self, event: Event) -> None:
        """Hand the handlers of `event` to the runner (in the bot: returns before they
        run)."""
        handlers = tuple(self._handlers[type(event)])
        if handlers:
            await self._runner.run(match_key(event.match.id), _deliver(event, handlers))


def match_key(match_id: int) -> tuple[str, int]:
    """The key a match's events run under: who must wait until they are handled (a
    member's data, erased only after their last match's end is rated) waits on it."""
    return ("match", match_id)


async def _deliver(event: Event, handlers: tuple[Handler, ...]) -> None:
    for handler in handlers:
        try:
            await handler(event)
        except Exception:
            log.exception("subscriber %r failed on %s", handler, type(event).__name__)
