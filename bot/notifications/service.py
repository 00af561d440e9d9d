"""Direct messages about a member's matches, only as the member asked for them.

Nobody gets a direct message unless they turned notifications on. Messages that would
arrive during the member's quiet hours (in their own time zone) are held and delivered
together when the quiet hours end; the daily digest comes at the local time they chose.
Both waits are scheduler timers, so they survive restarts like every other timer.

The service decides who hears what and when, as facts (`notices.py`); a `Courier`
(the Discord side) words and carries them, so nothing here knows Discord. A notice held
through quiet hours is stored as those facts, never as worded text.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from datetime import time
from typing import Any, Protocol

from bot.core.errors import InvalidRequest
from bot.core.quoting import excerpt
from bot.core.scheduler import Scheduler
from bot.core.scope import Scope
from bot.core.storage.timer_store import Timer
from bot.core.time_source import TimeSource
from bot.notifications.languages import MemberLanguages
from bot.notifications.local_time import QuietHours, next_local_time, time_zone_named
from bot.notifications.notices import (
    Digest,
    DirectNotice,
    HeldNotice,
    MatchNotice,
    WaitingMatch,
    decode,
    encode,
)
from bot.notifications.storage.prefs_store import MemberPrefs, MemberPrefsStore

HELD = "held-messages"
DIGEST = "digest"

DigestSource = Callable[[int], Awaitable[list[WaitingMatch]]]
"""The matches, on any server, waiting for a member's move."""


class Courier(Protocol):
    """Carries notices to Discord, worded there: into a match's channel (an out-of-time
    notice with its claim button), or to a member."""

    async def to_match(self, notice: MatchNotice) -> None: ...

    async def to_member(
        self, user_id: int, notices: Sequence[DirectNotice], language: str | None
    ) -> None:
        """`language`: the member's Discord locale (None: never heard, the default)."""


class Notifications:
    def __init__(
        self,
        prefs: MemberPrefsStore,
        scheduler: Scheduler,
        courier: Courier,
        now: TimeSource,
        digest_source: DigestSource,
        *,
        languages: MemberLanguages,
    ) -> None:
        self._prefs = prefs
        self._languages = languages
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
        zone = time_zone_named(name)
        if zone is None:
            raise InvalidRequest("notice-unknown-time-zone", zone=excerpt(name))
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
            raise InvalidRequest("notice-quiet-needs-both")
        return await self._update(user_id, quiet=QuietHours(_clock_time(start), _clock_time(end)))

    async def set_digest(self, user_id: int, *, on: bool, at: str | None = None) -> MemberPrefs:
        changes: dict[str, Any] = {"digest": on}
        if at is not None:
            changes["digest_at"] = _clock_time(at)
        prefs = await self._update(user_id, **changes)
        await self._plan_digest(prefs)
        return prefs

    async def _update(self, user_id: int, **changes: Any) -> MemberPrefs:
        prefs = replace(await self._prefs.get(user_id), **changes)
        await self._prefs.put(prefs)
        return prefs

    # -- telling

    async def tell(self, user_id: int, notice: HeldNotice) -> None:
        """Send `notice` to the member now, later (quiet hours), or not at all (opted
        out)."""
        prefs = await self._prefs.get(user_id)
        if not prefs.notify:
            return
        now = self._now()
        release = now if prefs.quiet is None else prefs.quiet.release(now, prefs.zone)
        if release <= now:
            await self._send(user_id, [notice])
            return
        await self._prefs.hold(user_id, encode(notice))
        await self._scheduler.schedule(
            HELD, str(user_id), release, guild_id=None, scope=Scope.member(user_id)
        )

    def note_language(self, user_id: int, locale: str) -> bool:
        """The member talked to the bot in `locale`: their direct messages read in it
        from now on. Whether that is news, to `store_language` after the answer."""
        return self._languages.note(user_id, locale)

    async def store_language(self, user_id: int) -> None:
        """Keep the member's language across restarts (a write only if it changed)."""
        await self._languages.store(user_id)

    async def _send(self, user_id: int, notices: list[DirectNotice]) -> None:
        language = await self._languages.language_of(user_id)
        await self._courier.to_member(user_id, notices, language)

    async def _deliver_held(self, timer: Timer) -> None:
        """Deliver what quiet hours held, unless the member has opted out meanwhile."""
        user_id = int(timer.key)
        held = await self._prefs.take_held(user_id)
        if held and (await self._prefs.get(user_id)).notify:
            try:
                await self._send(user_id, [decode(notice) for notice in held])
            except Exception:  # held again, for the timer's retry
                for notice in held:
                    await self._prefs.hold(user_id, notice)
                raise

    async def _plan_digest(self, prefs: MemberPrefs) -> None:
        key = str(prefs.user_id)
        if not prefs.digest:
            await self._scheduler.cancel(DIGEST, key)
            return
        due = next_local_time(self._now(), prefs.zone, prefs.digest_at)
        await self._scheduler.schedule(
            DIGEST, key, due, guild_id=None, scope=Scope.member(prefs.user_id)
        )

    async def _send_digest(self, timer: Timer) -> None:
        """Send the day's digest once: the next one is planned, and this timer taken,
        in one transaction before it is sent, so a second firing sends nothing; one
        Discord refuses is tried again by the scheduler."""
        prefs = await self._prefs.get(int(timer.key))
        if not prefs.digest:
            return
        async with self._prefs.transaction(Scope.member(prefs.user_id)):
            if not await self._scheduler.take(timer):
                return
            await self._plan_digest(prefs)
        waiting = await self._digest_source(prefs.user_id)
        if waiting:
            try:
                await self._send(prefs.user_id, [Digest(tuple(waiting))])
            except Exception:  # tomorrow's gives way to this one's retry, which plans it
                await self._scheduler.cancel(DIGEST, timer.key)
                raise


_CLOCK_TIME = re.compile(r"([01]?[0-9]|2[0-3]):([0-5][0-9])", re.ASCII)


def _clock_time(text: str) -> time:
    """'22:00' or '7:30' as a time of day; ASCII digits only, whatever else Unicode
    counts as a digit."""
    found = _CLOCK_TIME.fullmatch(text.strip())
    if found is None:
        raise InvalidRequest("notice-not-a-time", text=excerpt(text))
    return time(int(found[1]), int(found[2]))
