"""Time controls and the chess-clock arithmetic of a match.

Everything here is pure: the caller passes `now` in, so the same functions serve the
live bot, the scheduler after a restart and the tests, and a clock can be stored as a
handful of columns and rebuilt exactly.

The model, chosen so that a slow match stays fair without anyone watching it:

* each turn the player to move gets the full time per move again;
* what they use beyond it is taken from their reserve (a time bank that never refills);
* time is out when a turn has used the time per move plus the whole reserve;
* a paused clock (the player to move is on vacation) does not count at all.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from types import MappingProxyType

from bot.core.errors import InvalidRequest
from games import Seat
from i18n import ENGLISH, Message, Words, words
from i18n.durations import format_duration

IN_ENGLISH = words(ENGLISH)

ZERO = timedelta(0)

_UNITS = {"d": timedelta(days=1), "m": timedelta(minutes=1)}
_LIMITS = {"d": 30, "m": 120}
_CONTROL = re.compile(r"^(\d+)([dm])(?:\+(\d+)([dm]))?$", re.ASCII)


class TimeControlError(InvalidRequest):
    """A time control text a player typed cannot be used; its message says why."""


@dataclass(frozen=True, slots=True)
class TimeControl:
    """How much time a player has for each move, and the reserve behind it.

    Written `3d` (three days a move), `3d+7d` (with a seven-day reserve), `10m` or
    `10m+30m` for live play. The text form is what challenges accept and what the
    database stores, so it is also `str(control)`.
    """

    per_move: timedelta
    reserve: timedelta = ZERO

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        match = _CONTROL.match("".join(text.split()).lower())
        if match is None:
            raise TimeControlError("pace-not-a-control", text=text[:20])
        amount, unit, reserve_amount, reserve_unit = match.groups()
        if not 1 <= int(amount) <= _LIMITS[unit]:
            raise TimeControlError("pace-per-move-range", most=f"{_LIMITS[unit]}{unit}", unit=unit)
        reserve = ZERO
        if reserve_amount is not None:
            if reserve_unit != unit:
                raise TimeControlError("pace-reserve-unit")
            if int(reserve_amount) > _LIMITS[unit]:
                raise TimeControlError("pace-reserve-range", most=f"{_LIMITS[unit]}{unit}")
            reserve = int(reserve_amount) * _UNITS[unit]
        return cls(int(amount) * _UNITS[unit], reserve)

    @property
    def is_live(self) -> bool:
        """Live controls are counted in minutes, correspondence controls in days."""
        return self.per_move < _UNITS["d"]

    def __str__(self) -> str:
        unit = "m" if self.is_live else "d"
        text = f"{self.per_move // _UNITS[unit]}{unit}"
        return f"{text}+{self.reserve // _UNITS[unit]}{unit}" if self.reserve else text

    def describe(self, said: Words = IN_ENGLISH) -> str:
        """The control in words, for the board message and the challenge (English
        where the caller has no reader's language)."""
        per_move = format_duration(self.per_move, said)
        if not self.reserve:
            return said("pace-control", per_move=per_move)
        reserve = format_duration(self.reserve, said)
        return said("pace-control-with-reserve", per_move=per_move, reserve=reserve)


@dataclass(frozen=True, slots=True)
class Clock:
    """The clock of one match between two moves.

    `used` is the time the current turn had consumed when the running stretch began at
    `running_since`; a paused clock has `running_since=None`. `reminders_sent` counts
    the reminder thresholds already announced in this turn, so none is sent twice.
    `ply` is how many moves the match had when this turn began: a clock whose ply is
    not its match's is stale, and nothing may be decided from it. `out_of_time_told`:
    this turn's time-out was announced (the opponent may claim), so it is not again.
    """

    control: TimeControl
    to_move: Seat
    used: timedelta
    running_since: datetime | None
    reserves: Mapping[Seat, timedelta] = field(default_factory=dict)
    reminders_sent: int = 0
    ply: int = 0
    out_of_time_told: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "reserves", MappingProxyType(dict(self.reserves)))

    @classmethod
    def start(
        cls,
        control: TimeControl,
        seats: Iterable[Seat],
        first: Seat,
        now: datetime,
        *,
        paused: bool,
    ) -> Clock:
        """A fresh clock: every seat has the full reserve, `first` is on move."""
        reserves = dict.fromkeys(seats, control.reserve)
        return cls(control, first, ZERO, None if paused else now, reserves)

    # -- reading

    @property
    def is_paused(self) -> bool:
        return self.running_since is None

    def budget(self) -> timedelta:
        """The whole time the player to move may use on this turn."""
        return self.control.per_move + self.reserves[self.to_move]

    def used_at(self, now: datetime) -> timedelta:
        running = ZERO if self.running_since is None else max(ZERO, now - self.running_since)
        return self.used + running

    def left(self, seat: Seat, now: datetime) -> timedelta:
        """Time `seat` has left: on move, what remains of this turn; otherwise what its
        next turn will start with. Never negative."""
        if seat != self.to_move:
            return self.control.per_move + self.reserves[seat]
        return max(ZERO, self.budget() - self.used_at(now))

    def reserve_left(self, seat: Seat, now: datetime) -> timedelta:
        """The reserve `seat` still has, counting what the current turn has eaten."""
        if seat != self.to_move:
            return self.reserves[seat]
        overdraft = max(ZERO, self.used_at(now) - self.control.per_move)
        return max(ZERO, self.reserves[seat] - overdraft)

    def is_out_of_time(self, now: datetime) -> bool:
        return self.used_at(now) >= self.budget()

    def deadline(self) -> datetime | None:
        """When time runs out if nothing happens; None while paused."""
        if self.running_since is None:
            return None
        return self.running_since + self.budget() - self.used

    def time_out_at(self) -> datetime | None:
        """When the time-out is to be handled: the deadline, unless this turn's time-out
        was announced already (None)."""
        return None if self.out_of_time_told else self.deadline()

    # -- reminders

    def due_reminder(self, shares: Sequence[float], now: datetime) -> int:
        """How many of the (ascending) `shares` of the budget this turn has used up."""
        used = self.used_at(now)
        return sum(1 for share in shares if used >= self.budget() * share)

    def next_reminder_at(self, shares: Sequence[float]) -> datetime | None:
        """When the next unannounced share will be reached; None if paused or none left."""
        if self.running_since is None or self.reminders_sent >= len(shares):
            return None
        at = self.budget() * shares[self.reminders_sent]
        return self.running_since + max(ZERO, at - self.used)

    def with_reminders_sent(self, count: int) -> Clock:
        return replace(self, reminders_sent=count)

    def told_out_of_time(self) -> Clock:
        return replace(self, out_of_time_told=True)

    def at_ply(self, ply: int) -> Clock:
        return replace(self, ply=ply)

    # -- changing

    def pause(self, now: datetime) -> Clock:
        if self.running_since is None:
            return self
        return replace(self, used=self.used_at(now), running_since=None)

    def resume(self, now: datetime) -> Clock:
        if self.running_since is not None:
            return self
        return replace(self, running_since=now)

    def after_move(self, now: datetime, next_seat: Seat, *, paused: bool) -> Clock:
        """The mover pays any time beyond the time per move from its reserve; then
        `next_seat` starts a fresh turn (paused if that player is on vacation)."""
        overdraft = max(ZERO, self.used_at(now) - self.control.per_move)
        reserves = dict(self.reserves)
        reserves[self.to_move] = max(ZERO, reserves[self.to_move] - overdraft)
        return replace(self, reserves=reserves).begin_turn(next_seat, now, paused=paused)

    def begin_turn(self, seat: Seat, now: datetime, *, paused: bool) -> Clock:
        """A fresh turn for `seat` with nothing charged to anyone (a takeback uses this
        directly: the taken-back turn costs neither player anything more)."""
        return replace(
            self,
            to_move=seat,
            used=ZERO,
            running_since=None if paused else now,
            reminders_sent=0,
            out_of_time_told=False,
        )


def duration_message(span: timedelta) -> Message:
    """`span` rounded to its largest unit (days, hours or minutes, at least one minute:
    2 days 23 hours read "3 days"), as a message a refusal can carry and the reader's
    language words with its plural."""
    seconds = span.total_seconds()
    for message_id, size in (("pace-days", 86400), ("pace-hours", 3600)):
        if seconds >= size:
            return Message(message_id, count=round(seconds / size))
    return Message("pace-minutes", count=max(1, round(seconds / 60)))
