"""What the bot tells members about their matches, as facts: who, which match, what
happened, how much time. Services produce these; the presenter
(`bot/notifications/discord/wording.py`) words them for Discord, and a notice held through
quiet hours is stored as these facts (ids and numbers, never markup).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from datetime import datetime, timedelta
from typing import Any, get_type_hints

from bot.core.places import MatchPlace, WaitingMatch
from bot.core.records import Seat
from games.contract import seat_name
from i18n import Message


@dataclass(frozen=True, slots=True)
class YourMove:
    """The opponent moved: it is `user_id`'s turn."""

    place: MatchPlace
    user_id: int
    mover_id: int
    notation: str


@dataclass(frozen=True, slots=True)
class Reminder:
    """`user_id` has used `percent` of the time for this move; `left` remains."""

    place: MatchPlace
    user_id: int
    percent: int
    left: timedelta


@dataclass(frozen=True, slots=True)
class OutOfTime:
    """The player of `loser` ran out of time; `winner_id` may claim the win."""

    place: MatchPlace
    loser: Seat
    loser_id: int
    winner_id: int
    game_id: str = ""
    """The match's game, to name `loser` in the reader's language; empty in a notice
    held before it was recorded, which names the seat by its id."""
    ply: int = 0
    """The moves the match had when the time ran out: the claim lapses with the next
    one (the late player moving in time after all)."""

    @property
    def loser_name(self) -> Message | str:
        return seat_name(self.game_id, self.loser) if self.game_id else self.loser


@dataclass(frozen=True, slots=True)
class VacationNotice:
    """`user_id` went on vacation until `until`, or came back (`until` None)."""

    place: MatchPlace
    user_id: int
    until: datetime | None


@dataclass(frozen=True, slots=True)
class PremovePlayed:
    """`user_id`'s premove answered the opponent's `condition` with `answer`."""

    place: MatchPlace
    user_id: int
    condition: str
    answer: str


@dataclass(frozen=True, slots=True)
class PremoveDropped:
    """`user_id`'s premove `answer` to `condition` was no longer legal: not played."""

    place: MatchPlace
    user_id: int
    condition: str
    answer: str


@dataclass(frozen=True, slots=True)
class Digest:
    """The daily digest: the matches waiting for the member's move."""

    entries: tuple[WaitingMatch, ...]


MatchNotice = Reminder | OutOfTime | VacationNotice
"""A notice posted in a match's channel."""

DirectNotice = YourMove | Reminder | OutOfTime | Digest | PremovePlayed | PremoveDropped
"""A notice sent to a member directly."""

HeldNotice = YourMove | Reminder | OutOfTime | PremovePlayed | PremoveDropped
"""A notice that quiet hours may hold."""

_HELD_KINDS: dict[str, type] = {
    "your-move": YourMove,
    "reminder": Reminder,
    "out-of-time": OutOfTime,
    "played-premove": PremovePlayed,
    "dropped-premove": PremoveDropped,
}
_KIND_OF = {kind: name for name, kind in _HELD_KINDS.items()}


def encode(notice: HeldNotice) -> str:
    """A notice as JSON, to hold it in the database through quiet hours."""
    fields_ = {
        key: value.total_seconds() if isinstance(value, timedelta) else value
        for key, value in asdict(notice).items()
    }
    return json.dumps({"kind": _KIND_OF[type(notice)], **fields_}, sort_keys=True)


def decode(text: str) -> HeldNotice:
    """The notice `encode` wrote."""
    data: dict[str, Any] = json.loads(text)
    kind = _HELD_KINDS[data.pop("kind")]
    hints = get_type_hints(kind)
    values = {}
    for field in fields(kind):
        if field.name not in data:  # held before the field existed: its default
            continue
        value = data[field.name]
        if hints[field.name] is MatchPlace:
            value = MatchPlace(**value)
        elif hints[field.name] is timedelta:
            value = timedelta(seconds=value)
        values[field.name] = value
    return kind(**values)
