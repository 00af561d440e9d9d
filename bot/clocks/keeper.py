"""Keeps the clock of every match: starts it, passes it on after each move, pauses it
for a player on vacation, reminds a slow player, and handles time running out.

It listens to the match events (so the match service needs no knowledge of clocks) and
leaves two kinds of timer per match with the scheduler: the next reminder and the
time-out. Both are recomputed from the stored clock whenever it changes, and a timer
that fires late or for a clock that moved on simply re-plans, so the stored clock is
always the one truth.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime

from bot.clocks.clock_store import ClockStore
from bot.clocks.model import Clock, TimeControl, TimeControlError, format_duration
from bot.clocks.settings_store import PaceSettingsStore
from bot.core.errors import Conflict, InvalidRequest, NotFound, NotPermitted
from bot.core.events import MatchEnded, MatchStarted, MoveMade
from bot.core.matches import MatchService
from bot.core.records import EndHow, Match, Seat
from bot.core.scheduler import Scheduler
from bot.core.time_source import TimeSource
from bot.core.timer_store import Timer
from bot.notifications.service import Courier, Notifications, match_link

REMINDER = "clock-reminder"
TIMEOUT = "clock-timeout"

IsAway = Callable[[Match, Seat], Awaitable[bool]]
"""Whether the player of `seat` is on vacation right now (their clock must stand still)."""

Untimed = Callable[[Match, Seat], bool]
"""Whether the player of `seat` is never reminded nor timed out (the computer, which
answers within seconds)."""


class ClockKeeper:
    def __init__(  # noqa: PLR0917 (collaborators, each needed)
        self,
        clocks: ClockStore,
        settings: PaceSettingsStore,
        matches: MatchService,
        scheduler: Scheduler,
        notifications: Notifications,
        courier: Courier,
        now: TimeSource,
    ) -> None:
        self._clocks = clocks
        self._settings = settings
        self._matches = matches
        self._scheduler = scheduler
        self._notifications = notifications
        self._courier = courier
        self._now = now
        self._is_away: IsAway | None = None
        self._untimed: Untimed | None = None
        scheduler.on(REMINDER, self._remind)
        scheduler.on(TIMEOUT, self._time_out)

    def consult_vacations(self, is_away: IsAway) -> None:
        """Let vacations decide whether a new turn starts with a paused clock."""
        self._is_away = is_away

    def spare(self, untimed: Untimed) -> None:
        """Let `untimed` name the seats whose clock timers do nothing."""
        self._untimed = untimed

    async def clock(self, match: Match) -> Clock | None:
        return await self._clocks.get(match.id)

    # -- following the match

    async def on_match_started(self, event: MatchStarted) -> None:
        settings = await self._settings.get(event.match.guild_id)
        await self._start(event.match, settings.default_control)

    async def remember_for_challenge(self, challenge_id: int, control: TimeControl) -> None:
        """Keep the time control a challenger chose until the challenge becomes a match."""
        await self._clocks.remember_challenge_control(challenge_id, control)

    async def adopt_challenge_control(self, challenge_id: int, match: Match) -> None:
        """Give the new match of a challenge the time control its challenger chose."""
        control = await self._clocks.take_challenge_control(challenge_id)
        if control is not None:
            await self.adopt_control(match, control)

    async def adopt_control(self, match: Match, control: TimeControl) -> Clock:
        """Give a match that has not started moving another time control (the one its
        challenge asked for)."""
        if match.moves:
            raise Conflict("the time control can only change before the first move")
        return await self._start(match, control)

    async def _start(self, match: Match, control: TimeControl) -> Clock:
        first = self._matches.state(match).to_move
        clock = Clock.start(
            control, match.seats, first, self._now(), paused=await self._away(match, first)
        )
        await self._save(match, clock)
        return clock

    async def on_move(self, event: MoveMade) -> None:
        clock = await self._clocks.get(event.match.id)
        next_seat = event.state.to_move
        if clock is None or next_seat is None:
            return
        now = self._now()
        paused = await self._away(event.match, next_seat)
        await self._save(event.match, clock.after_move(now, next_seat, paused=paused))
        mover = event.match.seats[event.move.seat]
        await self._notifications.tell(
            event.match.seats[next_seat],
            f"<@{mover}> played `{event.move.notation}`: your move. {match_link(event.match)}",
        )

    async def restart_turn(self, match: Match, seat: Seat) -> None:
        """After a takeback: `seat` plays again with a fresh turn, charged nothing."""
        clock = await self._clocks.get(match.id)
        if clock is not None:
            now = self._now()
            paused = await self._away(match, seat)
            await self._save(match, clock.begin_turn(seat, now, paused=paused))

    async def on_match_ended(self, event: MatchEnded) -> None:
        """Freeze the clock (its last reading stays for the final board) and drop the
        match's timers."""
        clock = await self._clocks.get(event.match.id)
        if clock is not None:
            await self._clocks.put(event.match.id, clock.pause(self._now()))
        key = str(event.match.id)
        await self._scheduler.cancel(REMINDER, key)
        await self._scheduler.cancel(TIMEOUT, key)

    async def set_paused(self, match: Match, seat: Seat, *, paused: bool) -> None:
        """Stop or restart the clock of `match` if `seat` is the one on move."""
        clock = await self._clocks.get(match.id)
        if clock is None or clock.to_move != seat:
            return
        now = self._now()
        await self._save(match, clock.pause(now) if paused else clock.resume(now))

    # -- timers

    async def _save(self, match: Match, clock: Clock) -> None:
        await self._clocks.put(match.id, clock)
        settings = await self._settings.get(match.guild_id)
        key = str(match.id)
        for kind, due in (
            (REMINDER, clock.next_reminder_at(settings.reminder_shares)),
            (TIMEOUT, clock.deadline()),
        ):
            if due is None:
                await self._scheduler.cancel(kind, key)
            else:
                await self._scheduler.schedule(kind, key, due)

    async def _ticking(self, timer: Timer) -> tuple[Match, Clock] | None:
        """The match and clock a timer is about, if the match still goes on."""
        match = await self._matches.get(int(timer.key))
        clock = await self._clocks.get(match.id)
        if not match.is_ongoing or clock is None:
            return None
        if self._untimed is not None and self._untimed(match, clock.to_move):
            return None
        return match, clock

    async def _remind(self, timer: Timer) -> None:
        found = await self._ticking(timer)
        if found is None:
            return
        match, clock = found
        now = self._now()
        shares = (await self._settings.get(match.guild_id)).reminder_shares
        reached = clock.due_reminder(shares, now)
        if reached > clock.reminders_sent:
            user = match.seats[clock.to_move]
            share = round(shares[reached - 1] * 100)
            left = format_duration(clock.left(clock.to_move, now))
            text = f"<@{user}>, you have used {share}% of your time for this move: {left} left."
            await self._courier.to_match(match, text)
            await self._notifications.tell(user, f"{text} {match_link(match)}")
        await self._save(match, clock.with_reminders_sent(max(reached, clock.reminders_sent)))

    async def _time_out(self, timer: Timer) -> None:
        found = await self._ticking(timer)
        if found is None:
            return
        match, clock = found
        if not clock.is_out_of_time(self._now()):
            await self._save(match, clock)
            return
        loser, winner = clock.to_move, match.other_seat(clock.to_move)
        if (await self._settings.get(match.guild_id)).automatic_timeout:
            await self._matches.end_match(
                match.id, winner, _lost_on_time(loser), how=EndHow.TIMEOUT
            )
            return
        text = (
            f"<@{match.seats[loser]}> ({loser}) has run out of time. "
            f"<@{match.seats[winner]}>, you may claim the win."
        )
        await self._courier.to_match(match, text, claim_button=True)
        await self._notifications.tell(match.seats[winner], f"{text} {match_link(match)}")

    async def claim_win(self, match_id: int, user_id: int) -> Match:
        """The opponent of a player whose time ran out takes the win."""
        match = await self._matches.get(match_id)
        clock = await self._clocks.get(match_id)
        if not match.is_ongoing or clock is None:
            raise NotFound("there is no running clock in this match")
        seat = match.seat_of(user_id)
        if seat is None:
            raise NotPermitted("only a player of this match can claim a win")
        if seat == clock.to_move:
            raise NotPermitted("it is your own clock that is running")
        if self._untimed is not None and self._untimed(match, clock.to_move):
            raise NotPermitted("your opponent's clock never runs out")
        now = self._now()
        if not clock.is_out_of_time(now):
            left = format_duration(clock.left(clock.to_move, now))
            raise Conflict(f"your opponent still has {left} on the clock")
        return await self._matches.end_match(
            match_id, seat, _lost_on_time(clock.to_move), how=EndHow.TIMEOUT
        )

    # -- reading for players

    def describe(self, match: Match, clock: Clock, now: datetime) -> str:
        """One line for the board message: the control and each side's time (what is
        left of the reserve included, and shown apart when there is one)."""
        sides = []
        for seat in match.seats:
            text = f"{seat} {format_duration(clock.left(seat, now))}"
            if clock.control.reserve:
                text += f" (reserve {format_duration(clock.reserve_left(seat, now))})"
            if seat == clock.to_move:
                text += " (paused)" if clock.is_paused else " (running)"
            sides.append(text)
        return f"Clock ({clock.control.describe()}): " + " · ".join(sides)

    async def _away(self, match: Match, seat: Seat) -> bool:
        return self._is_away is not None and await self._is_away(match, seat)


def read_time_control(text: str) -> TimeControl:
    """A time control typed by a member, or a refusal the member can act on (read it
    before creating anything, so a typo leaves no half-made challenge behind)."""
    try:
        return TimeControl.parse(text)
    except TimeControlError as exc:
        raise InvalidRequest(exc.reason) from None


def _lost_on_time(seat: Seat) -> str:
    return f"{seat} ran out of time"
