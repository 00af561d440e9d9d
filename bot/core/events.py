"""What happened to a match, told to whoever listens after it is committed.

The match service publishes an event only once the change is stored, so a subscriber
never sees a move that could still vanish. Colleagues hook in at app creation:
ratings and tournaments listen for `MatchEnded`, clocks for `MoveMade` and
`MatchStarted`. A failing subscriber is logged and skipped: the change it reacts to is
already committed, and the other subscribers still deserve to hear about it.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

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


class EventBus:
    """In-process publish/subscribe, handlers awaited in subscription order."""

    def __init__(self) -> None:
        self._handlers: defaultdict[type, list[Handler]] = defaultdict(list)

    def subscribe(self, event_type: type[E], handler: Callable[[E], Awaitable[None]]) -> None:
        self._handlers[event_type].append(handler)

    async def publish(self, event: Event) -> None:
        for handler in self._handlers[type(event)]:
            try:
                await handler(event)
            except Exception:
                log.exception("subscriber %r failed on %s", handler, type(event).__name__)
