"""Wall-clock arithmetic in a member's own time zone: quiet hours and daily times.

Members say "no messages between 22:00 and 08:00" and "send my digest at 09:00" in their
local time, while the scheduler works in UTC. Converting through `zoneinfo` keeps both
right across daylight-saving changes, where a local day is 23 or 25 hours long and
some local times happen twice or never.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from functools import cache
from zoneinfo import ZoneInfo, available_timezones


@dataclass(frozen=True, slots=True)
class QuietHours:
    """A daily window of local time during which direct messages are held back.

    `start` may be later than `end` (22:00-08:00 spans midnight); equal times mean the
    window is empty, so a member cannot silence themselves for good by accident.
    """

    start: time
    end: time

    def contains(self, local: time) -> bool:
        if self.start <= self.end:
            return self.start <= local < self.end
        return local >= self.start or local < self.end

    def release(self, now: datetime, zone: ZoneInfo) -> datetime:
        """`now` if it is outside the window, otherwise the (UTC) moment it closes."""
        local = now.astimezone(zone)
        if not self.contains(local.time().replace(tzinfo=None)):
            return now
        return next_local_time(now, zone, self.end)


def next_local_time(now: datetime, zone: ZoneInfo, at: time) -> datetime:
    """The first moment after `now` (UTC) when the clock on the wall in `zone` shows `at`.

    A local time skipped by a daylight-saving jump is read with the offset in force
    before the jump (zoneinfo's fold=0), so it lands just after the jump; a time that
    happens twice is taken at its first occurrence. Tomorrow's `at` always lies after
    `now`, because `now` falls on today's local date.
    """
    today = now.astimezone(zone).date()
    candidate = datetime.combine(today, at, tzinfo=zone).astimezone(UTC)
    if candidate > now:
        return candidate
    return datetime.combine(today + timedelta(days=1), at, tzinfo=zone).astimezone(UTC)


@cache
def time_zone_names() -> tuple[str, ...]:
    """Every zone name of the time-zone database, sorted: what members may choose.
    Only these are ever opened, so a folder of the database (`America`) or a
    300-character name is simply unknown, never an error from the file system."""
    return tuple(sorted(available_timezones()))


def time_zone_named(name: str) -> ZoneInfo | None:
    """The zone called `name` (any case, surrounding spaces ignored), or None."""
    wanted = name.strip().casefold()
    for known in time_zone_names():
        if known.casefold() == wanted:
            return ZoneInfo(known)
    return None


def zone_suggestions(typed: str, limit: int = 25) -> list[str]:
    """Zone names containing what a member has typed so far, for autocomplete."""
    wanted = typed.strip().casefold().replace(" ", "_")
    return [name for name in time_zone_names() if wanted in name.casefold()][:limit]
