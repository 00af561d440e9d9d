"""Vacations: a member stops their clocks on a server for some days, within a monthly
allowance the server sets, and their opponents are told.

A vacation is a stored stretch of time plus a timer at its end. While it lasts, every
clock of the member that is running is paused, and a turn passed to them starts paused
(the clock keeper asks `is_away`). The allowance counts the days of the vacations that
began in the current calendar month (UTC); ending a vacation early gives the unused
days back.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.clocks.keeper import ClockKeeper
from bot.clocks.model import ZERO, duration_message
from bot.clocks.storage.match_queries import PaceMatchQueries
from bot.clocks.storage.settings_store import PaceSettingsStore
from bot.clocks.storage.vacation_store import Vacation, VacationStore
from bot.core.errors import Conflict, InvalidRequest, NotFound, NotPermitted
from bot.core.matches import MatchService
from bot.core.places import MatchPlace
from bot.core.records import Match, Seat
from bot.core.scheduler import Scheduler
from bot.core.scope import Scope
from bot.core.storage.timer_store import Timer
from bot.core.time_source import TimeSource
from bot.notifications.notices import VacationNotice
from bot.notifications.service import Courier

VACATION_END = "vacation-end"


class Vacations:
    def __init__(  # noqa: PLR0917 (collaborators, each needed)
        self,
        vacations: VacationStore,
        settings: PaceSettingsStore,
        queries: PaceMatchQueries,
        matches: MatchService,
        keeper: ClockKeeper,
        scheduler: Scheduler,
        courier: Courier,
        now: TimeSource,
    ) -> None:
        self._vacations = vacations
        self._settings = settings
        self._queries = queries
        self._matches = matches
        self._keeper = keeper
        self._scheduler = scheduler
        self._courier = courier
        self._now = now
        scheduler.on(VACATION_END, self._on_vacation_end)
        keeper.consult_vacations(self.is_away)

    async def is_away(self, match: Match, seat: Seat) -> bool:
        return await self.current(match.guild_id, match.seats[seat]) is not None

    async def current(self, guild_id: int, user_id: int) -> Vacation | None:
        return await self._vacations.away(guild_id, user_id, self._now())

    async def allowance_left(self, guild_id: int, user_id: int) -> timedelta:
        """What remains of this month's allowance."""
        now = self._now()
        month = datetime(now.year, now.month, 1, tzinfo=UTC)
        next_month = (month + timedelta(days=32)).replace(day=1)
        taken = await self._vacations.started_between(guild_id, user_id, month, next_month)
        used = sum((vacation.ends_at - vacation.starts_at for vacation in taken), ZERO)
        allowance = timedelta(days=(await self._settings.get(guild_id)).vacation_days_per_month)
        return max(ZERO, allowance - used)

    async def start(self, guild_id: int, user_id: int, days: int) -> Vacation:
        """Begin a vacation. The checks run inside the transaction that stores it, so
        two requests at once cannot both pass them (one holiday, one allowance)."""
        if days < 1:
            raise InvalidRequest("pace-vacation-too-short")
        now = self._now()
        async with (
            self._vacations.changing(guild_id, user_id),
            self._vacations.transaction(Scope.server(guild_id)),
        ):
            if await self._vacations.current(guild_id, user_id, now) is not None:
                raise Conflict("pace-vacation-already")
            left = await self.allowance_left(guild_id, user_id)
            if timedelta(days=days) > left:
                raise NotPermitted("pace-vacation-too-long", left=duration_message(left))
            vacation = await self._vacations.add(guild_id, user_id, now, now + timedelta(days=days))
            await self._scheduler.schedule(
                VACATION_END,
                str(vacation.id),
                vacation.ends_at,
                {"guild_id": guild_id, "user_id": user_id},
                guild_id=guild_id,
            )
            affected = await self._pause_clocks(guild_id, user_id, paused=True)
        await self._tell(affected, user_id, until=vacation.ends_at)
        return vacation

    async def end(self, guild_id: int, user_id: int) -> Vacation:
        """Come back early; the unused days return to the allowance."""
        async with (
            self._vacations.changing(guild_id, user_id),
            self._vacations.transaction(Scope.server(guild_id)),
        ):
            vacation = await self._vacations.current(guild_id, user_id, self._now())
            if vacation is None:
                raise NotFound("pace-not-on-vacation")
            vacation = await self._vacations.cut_short(vacation, self._now())
            await self._scheduler.cancel(VACATION_END, str(vacation.id))
            affected = await self._pause_clocks(guild_id, user_id, paused=False)
        await self._tell(affected, user_id, until=None)
        return vacation

    async def _on_vacation_end(self, timer: Timer) -> None:
        """The vacation ran out: restart the member's clocks and tell their matches,
        once (the timer is taken with the clocks' change)."""
        guild_id, user_id = timer.payload["guild_id"], timer.payload["user_id"]
        async with self._vacations.transaction(Scope.server(guild_id)):
            if not await self._scheduler.take(timer):
                return
            affected = await self._pause_clocks(guild_id, user_id, paused=False)
        await self._tell(affected, user_id, until=None)

    async def _pause_clocks(self, guild_id: int, user_id: int, *, paused: bool) -> list[Match]:
        """Stop or restart the member's running clocks here (inside the caller's
        transaction of the server, which takes each match's lock in turn: by id, their
        fixed order); returns their ongoing matches."""
        affected = []
        for match_id in sorted(await self._queries.ongoing_ids_of(user_id, guild_id)):
            match = await self._matches.get(match_id)
            seat = match.seat_of(user_id)
            if seat is None:  # one of theirs, so never
                continue
            await self._keeper.set_paused(match, seat, paused=paused)
            affected.append(match)
        return affected

    async def _tell(self, matches: list[Match], user_id: int, *, until: datetime | None) -> None:
        """Tell each match the member left (until `until`) or came back (None)."""
        for match in matches:
            await self._courier.to_match(VacationNotice(MatchPlace.of(match), user_id, until))
