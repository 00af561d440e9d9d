"""Direct messages about a member's matches, only as the member asked for them.

Nobody gets a direct message unless they turned notifications on. Messages that would
arrive during the member's quiet hours (in their own time zone) are held and delivered
together when the quiet hours end; the daily digest comes at the local time they chose.
Both waits are scheduler timers, so they survive restarts like every other timer.

The service decides who hears what and when; a `Courier` (the Discord side) carries the
words, so nothing here knows Discord.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import time
from typing import Protocol
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.core.errors import InvalidRequest
from bot.core.records import Match
from bot.core.scheduler import Scheduler
from bot.core.time_source import TimeSource
from bot.core.timer_store import Timer
from bot.notifications.local_time import QuietHours, next_local_time
from bot.notifications.store import MemberPrefs, MemberPrefsStore

HELD = "held-messages"
DIGEST = "digest"

DigestSource = Callable[[int], Awaitable[list[str]]]
"""The lines of a member's digest: one per match waiting for their move."""


class Courier(Protocol):
    """Carries the bot's words to Discord: into a match's channel, or to a member."""

    async def to_match(self, match: Match, text: str, *, claim_button: bool = False) -> None: ...

    async def to_member(self, user_id: int, text: str) -> None: ...


def match_link(match: Match) -> str:
    """A link to the match's channel or thread that works from a direct message."""
    return f"https://discord.com/channels/{match.guild_id}/{match.channel_id}"


class Notifications:
    def __init__(
        self,
        prefs: MemberPrefsStore,
        scheduler: Scheduler,
        courier: Courier,
        now: TimeSource,
        digest_source: DigestSource,
    ) -> None:
        self._prefs = prefs
        self._scheduler = scheduler
        self._courier = courier
        self._now = now
        self._digest_source = digest_source
        scheduler.on(HELD, self._deliver_held)
        scheduler.on(DIGEST, self._send_digest)

    # -- the member's choices

    async def set_notify(self, user_id: int, *, on: bool) -> MemberPrefs:
        return await self._update(user_id, notify=on)

    async def set_time_zone(self, user_id: int, name: str) -> MemberPrefs:
        try:
            zone = ZoneInfo(name.strip())
        except (ZoneInfoNotFoundError, ValueError):
            raise InvalidRequest(
                f"'{name}' is not a time zone I know: use a name like Europe/Paris or "
                "America/New_York"
            ) from None
        prefs = await self._update(user_id, zone=zone)
        await self._plan_digest(prefs)
        return prefs

    async def set_quiet_hours(
        self, user_id: int, start: str | None, end: str | None
    ) -> MemberPrefs:
        """Quiet hours from `start` to `end` ('22:00', '08:00'); both None removes them."""
        if start is None and end is None:
            return await self._update(user_id, quiet=None)
        if start is None or end is None:
            raise InvalidRequest("give both the start and the end of your quiet hours")
        return await self._update(user_id, quiet=QuietHours(_clock_time(start), _clock_time(end)))

    async def set_digest(self, user_id: int, *, on: bool, at: str | None = None) -> MemberPrefs:
        changes: dict[str, object] = {"digest": on}
        if at is not None:
            changes["digest_at"] = _clock_time(at)
        prefs = await self._update(user_id, **changes)
        await self._plan_digest(prefs)
        return prefs

    async def _update(self, user_id: int, **changes: object) -> MemberPrefs:
        prefs = replace(await self._prefs.get(user_id), **changes)
        await self._prefs.put(prefs)
        return prefs

    # -- telling

    async def tell(self, user_id: int, text: str) -> None:
        """Send `text` to the member now, later (quiet hours), or not at all (opted out)."""
        prefs = await self._prefs.get(user_id)
        if not prefs.notify:
            return
        now = self._now()
        release = now if prefs.quiet is None else prefs.quiet.release(now, prefs.zone)
        if release <= now:
            await self._courier.to_member(user_id, text)
            return
        await self._prefs.hold(user_id, text)
        await self._scheduler.schedule(HELD, str(user_id), release)

    async def _deliver_held(self, timer: Timer) -> None:
        """Deliver what quiet hours held, unless the member has opted out meanwhile."""
        user_id = int(timer.key)
        held = await self._prefs.take_held(user_id)
        if held and (await self._prefs.get(user_id)).notify:
            await self._courier.to_member(user_id, "\n".join(held))

    async def _plan_digest(self, prefs: MemberPrefs) -> None:
        key = str(prefs.user_id)
        if not prefs.digest:
            await self._scheduler.cancel(DIGEST, key)
            return
        due = next_local_time(self._now(), prefs.zone, prefs.digest_at)
        await self._scheduler.schedule(DIGEST, key, due)

    async def _send_digest(self, timer: Timer) -> None:
        prefs = await self._prefs.get(int(timer.key))
        if not prefs.digest:
            return
        lines = await self._digest_source(prefs.user_id)
        if lines:
            await self._courier.to_member(
                prefs.user_id, "Matches waiting for your move:\n" + "\n".join(lines)
            )
        await self._plan_digest(prefs)


def _clock_time(text: str) -> time:
    try:
        return time.fromisoformat(text.strip())
    except ValueError:
        raise InvalidRequest(f"'{text}' is not a time of day: write it like 22:00") from None
