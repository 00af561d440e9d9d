"""Keeps the clock of every match: starts it, passes it on after each move, pauses it
for a player on vacation, reminds a slow player, and handles time running out.

The clock changes inside the match's own transaction (the keeper is a
`MatchParticipant` of `MatchService`): a move, its clock and its timers commit together
or not at all, so no crash can leave the clock running for the player who already
moved. Two kinds of timer per match wait on the scheduler, the next reminder and the
time-out; both are recomputed from the stored clock whenever it changes. A clock is
trusted only while it matches its match (`Clock.ply`, whose turn): a stale one never
awards a win, and a timer that fires late or for a clock that moved on re-plans.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable

from bot.clocks.model import Clock, TimeControl, duration_message
from bot.clocks.storage.clock_store import ClockStore
from bot.clocks.storage.settings_store import PaceSettingsStore
from bot.core.errors import Conflict, NotFound, NotPermitted
from bot.core.events import MatchEnded, MatchStarted, MoveMade
from bot.core.matches import MatchService
from bot.core.places import MatchPlace
from bot.core.records import EndHow, Match, Seat
from bot.core.scheduler import Scheduler
from bot.core.scope import Scope
from bot.core.storage.timer_store import Timer
from bot.core.time_source import TimeSource
from bot.notifications.notices import OutOfTime, Reminder, YourMove
from bot.notifications.service import Courier, Notifications
from games import State
from i18n import Message

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
        *,
        untimed: Untimed | None = None,
    ) -> None:
        """`untimed` names the seats whose clock timers do nothing (the computer's)."""
        self._clocks = clocks
        self._settings = settings
        self._matches = matches
        self._scheduler = scheduler
        self._notifications = notifications
        self._courier = courier
        self._now = now
        self._is_away: IsAway | None = None
        self._untimed = untimed
        scheduler.on(REMINDER, self._remind)
        scheduler.on(TIMEOUT, self._time_out)

    def consult_vacations(self, is_away: IsAway) -> None:
        """Let vacations decide whether a new turn starts with a paused clock."""
        self._is_away = is_away

    async def clock(self, match: Match) -> Clock | None:
        return await self._clocks.get(match.id)

    async def control_of(self, match: Match) -> TimeControl | None:
        """The time control `match` was played with (a rematch keeps it)."""
        clock = await self._clocks.get(match.id)
        return None if clock is None else clock.control

    # -- inside the match's transaction (a `MatchParticipant`)

    async def match_started(self, event: MatchStarted) -> None:
        """The clock of a new match, from the control it was created with."""
        match = event.match
        if match.time_control is None:
            control = (await self._settings.get(match.guild_id)).default_control
        else:
            control = TimeControl.parse(match.time_control)
        await self._start(match, control)

    async def move_made(self, event: MoveMade) -> None:
        """The clock passed on to the next player, from the clock this process last
        stored for the match when the row still holds it (no read on a move's path),
        else from the row."""
        match, next_seat = event.match, event.state.to_move
        if next_seat is None:
            return
        was = self._clocks.remembered(match.id)
        if was is not None:
            after = await self._passed_on(match, was, next_seat)
            if await self._clocks.put_over(match.id, after, was):
                await self._plan(match, after)
                return
        clock = await self._clocks.get(match.id)
        if clock is not None:
            await self._save(match, await self._passed_on(match, clock, next_seat))

    async def _passed_on(self, match: Match, clock: Clock, next_seat: Seat) -> Clock:
        paused = await self._away(match, next_seat)
        return clock.after_move(self._now(), next_seat, paused=paused).at_ply(len(match.moves))

    async def move_taken_back(self, match: Match, state: State) -> None:
        """The player of the taken-back move plays again with a fresh turn, charged
        nothing more."""
        clock = await self._clocks.get(match.id)
        if clock is not None and state.to_move is not None:
            paused = await self._away(match, state.to_move)
            turn = clock.begin_turn(state.to_move, self._now(), paused=paused)
            await self._save(match, turn.at_ply(len(match.moves)))

    async def match_ended(self, event: MatchEnded) -> None:
        """Freeze the clock (its last reading stays for the final board) and drop the
        match's timers."""
        clock = await self._clocks.get(event.match.id)
        if clock is not None:
            await self._clocks.put(event.match.id, clock.pause(self._now()))
        key = str(event.match.id)
        await self._scheduler.cancel(REMINDER, key)
        await self._scheduler.cancel(TIMEOUT, key)

    # -- after the fact

    async def on_move(self, event: MoveMade) -> None:
        """Tell the player now to move (an event subscriber: the move is committed);
        not one whose premove has already answered it."""
        next_seat = event.state.to_move
        if next_seat is None or not event.match.is_ongoing or event.answer is not None:
            return
        user = event.match.seats[next_seat]
        mover = event.match.seats[event.move.seat]
        notice = YourMove(MatchPlace.of(event.match), user, mover, event.move.notation)
        await self._notifications.tell(user, notice)

    async def _start(self, match: Match, control: TimeControl) -> Clock:
        first = self._matches.state(match).to_move
        assert first is not None, "a new match has a move to make"
        clock = Clock.start(
            control, match.seats, first, self._now(), paused=await self._away(match, first)
        )
        await self._save(match, clock.at_ply(len(match.moves)))
        return clock

    async def set_paused(self, match: Match, seat: Seat, *, paused: bool) -> None:
        """Stop or restart the clock of `match` if `seat` is the one on move."""
        async with self._clocks.transaction(Scope.match(match.id)):
            clock = await self._clocks.get(match.id)
            if clock is None or clock.to_move != seat:
                return
            now = self._now()
            await self._save(match, clock.pause(now) if paused else clock.resume(now))

    # -- timers

    async def _save(self, match: Match, clock: Clock) -> None:
        """Store `clock` and move its timers to match (in the caller's transaction)."""
        await self._clocks.put(match.id, clock)
        await self._plan(match, clock)

    async def _plan(self, match: Match, clock: Clock) -> None:
        """Move the match's timers to match `clock` (in the caller's transaction)."""
        settings = await self._settings.get(match.guild_id)
        await self._scheduler.plan(
            str(match.id),
            {
                REMINDER: clock.next_reminder_at(settings.reminder_shares),
                TIMEOUT: clock.time_out_at(),
            },
            guild_id=match.guild_id,
        )

    def _is_current(self, match: Match, clock: Clock) -> bool:
        """Whether `clock` is the clock of `match` as it stands: same ply, same player
        to move. Anything else is stale and decides nothing."""
        return (
            match.is_ongoing
            and clock.ply == len(match.moves)
            and clock.to_move == self._matches.state(match).to_move
        )

    async def _ticking(self, timer: Timer) -> tuple[Match, Clock] | None:
        """The match and clock a timer is about, if the match goes on and its clock is
        current."""
        match = await self._matches.get(int(timer.key))
        clock = await self._clocks.get(match.id)
        if clock is None or not self._is_current(match, clock):
            return None
        if self._untimed is not None and self._untimed(match, clock.to_move):
            return None
        return match, clock

    async def _remind(self, timer: Timer) -> None:
        async with self._clocks.transaction(Scope.match(int(timer.key))):
            found = await self._ticking(timer)
            if found is None:
                return
            match, clock = found
            now = self._now()
            shares = (await self._settings.get(match.guild_id)).reminder_shares
            reached = clock.due_reminder(shares, now)
            sent = clock.with_reminders_sent(max(reached, clock.reminders_sent))
            await self._save(match, sent)
        if reached > clock.reminders_sent:
            user = match.seats[clock.to_move]
            share = round(shares[reached - 1] * 100)
            notice = Reminder(MatchPlace.of(match), user, share, clock.left(clock.to_move, now))
            try:
                await self._courier.to_match(notice)
            except Exception:
                # The next reminder's timer gives way to this one's retry.
                await self._unsay(match, sent, clock, replaced=REMINDER)
                raise
            await self._notifications.tell(user, notice)

    async def _time_out(self, timer: Timer) -> None:
        """Time ran out: the match is lost at once where the server says so; otherwise
        the opponent is told they may claim the win, once a turn. That it was told is
        stored in the transaction that decides to tell it, so a second firing (a timer
        set again meanwhile, another process) finds it told; its timer stays until the
        scheduler finishes it, so a failed post is retried."""
        automatic = False
        async with self._clocks.transaction(Scope.match(int(timer.key))):
            found = await self._ticking(timer)
            if found is None or found[1].out_of_time_told:
                return
            match, clock = found
            if not clock.is_out_of_time(self._now()):
                await self._save(match, clock)
                return
            automatic = (await self._settings.get(match.guild_id)).automatic_timeout
            if not automatic:
                await self._clocks.put(match.id, clock.told_out_of_time())
        loser, winner = clock.to_move, match.other_seat(clock.to_move)
        if automatic:
            with contextlib.suppress(Conflict):  # a move or an end landed meanwhile
                await self._matches.end_match(
                    match.id, winner, _lost_on_time(loser), how=EndHow.TIMEOUT, at_ply=clock.ply
                )
            return
        notice = OutOfTime(
            MatchPlace.of(match),
            loser,
            match.seats[loser],
            match.seats[winner],
            match.game_id,
            clock.ply,
        )
        try:
            await self._courier.to_match(notice)
        except Exception:
            await self._unsay(match, clock.told_out_of_time(), clock)
            raise
        await self._notifications.tell(notice.winner_id, notice)

    async def _unsay(
        self, match: Match, said: Clock, before: Clock, *, replaced: str | None = None
    ) -> None:
        """A notice recorded as `said` did not get out: the clock goes back to `before`
        (unless it moved on meanwhile), so the scheduler's retry of the timer says it.
        `replaced`: the kind whose timer the record had set anew, removed so that the
        retry puts the failed one back. Only the public post counts: a direct message
        refused after it is not worth saying everything twice."""
        async with self._clocks.transaction(Scope.match(match.id)):
            if await self._clocks.get(match.id) == said:
                await self._clocks.put(match.id, before)
                if replaced is not None:
                    await self._scheduler.cancel(replaced, str(match.id))

    async def claim_win(self, match_id: int, user_id: int, channel_id: int) -> Match:
        """The opponent of a player whose time ran out takes the win (in the match's
        channel)."""
        match = await self._matches.in_place(match_id, channel_id)
        clock = await self._clocks.get(match_id)
        if not match.is_ongoing or clock is None:
            raise NotFound("pace-none-running")
        seat = match.seat_of(user_id)
        if seat is None:
            raise NotPermitted("pace-claim-players-only")
        if not self._is_current(match, clock):
            raise Conflict("pace-out-of-step")
        now = self._now()
        if seat == clock.to_move:
            # Out of time themselves, the opponent may still claim; else nobody can,
            # and a claim posted earlier has lapsed (its late player moved in time).
            raise NotPermitted("pace-own-clock" if clock.is_out_of_time(now) else "pace-your-turn")
        if self._untimed is not None and self._untimed(match, clock.to_move):
            raise NotPermitted("pace-never-runs-out")
        if not clock.is_out_of_time(now):
            left = clock.left(clock.to_move, now)
            raise Conflict("pace-opponent-has-time", left=duration_message(left))
        return await self._matches.end_match(
            match_id, seat, _lost_on_time(clock.to_move), how=EndHow.TIMEOUT, at_ply=clock.ply
        )

    async def _away(self, match: Match, seat: Seat) -> bool:
        return self._is_away is not None and await self._is_away(match, seat)


def read_time_control(text: str) -> TimeControl:
    """A time control typed by a member, or a refusal the member can act on (a
    `TimeControlError`; read it before creating anything, so a typo leaves no
    half-made challenge behind)."""
    return TimeControl.parse(text)


def _lost_on_time(seat: Seat) -> Message:
    return Message("match-reason-timeout", seat=seat)
