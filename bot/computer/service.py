"""The computer as a player: it starts matches against a member, answers each of its
turns by itself, answers draw offers by its evaluation, allows takebacks in casual
games, accepts rematches, plays the tournament tables its levels are entered at, and at
`hard` resigns a position lost beyond doubt.

Its turn is a timer on the bot's scheduler (`computer-move`, keyed by match), set where
the turn becomes the computer's: when its match starts and after each move. The timer
fires at once; its handler leases it again for `LEASE` (should the bot die while
thinking, the turn is tried again then) and thinks in a background task, so the
scheduler's loop, which fires every other timer of the bot, never waits for a search.
The move the computer plays clears the lease (the member is to move). At start-up
`resume` sets the timer of every match where the computer is to move, so a crash
between a commit and the timer loses nothing.

A search runs in the process pool (`ThinkingPool`) on plain data and answers within
`THINKING_SECONDS`. Its move goes through `MatchService.play` like a member's: if the
match moved on meanwhile (ended, taken back), the version and turn checks refuse it and
the answer is dropped. A match that ends cancels its pending search.

Transport-free: what the computer does is told to a `ComputerVoice` (the Discord side
words it and posts the board).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Protocol

import ai
import games
from ai.assessment import chance
from bot.computer.pool import ThinkingPool
from bot.computer.storage.computer_store import ComputerSeat, ComputerStore
from bot.computer.thinking import Turn
from bot.core.background import BackgroundTasks
from bot.core.errors import Conflict, InvalidRequest, NotFound, NotPermitted
from bot.core.events import DrawOffered, MatchEnded, MatchStarted, MoveMade
from bot.core.match_terms import checked_terms
from bot.core.matches import GameLookup, MatchService
from bot.core.protocols import SettingsStore
from bot.core.rated_levels import LEVEL_IDS, level_of
from bot.core.records import Match, Seat
from bot.core.scheduler import Scheduler
from bot.core.storage.timer_store import Timer
from bot.core.time_source import TimeSource
from games import State

log = logging.getLogger(__name__)

ORIGIN = "computer"
"""The origin of the matches `/computer` starts."""
TOURNAMENT_ORIGIN = "tournament"
"""The origin of a tournament table's match: no casual game."""
BEGUN_BY_CALLER = frozenset({ORIGIN, TOURNAMENT_ORIGIN, "rematch"})
"""Origins whose maker calls `begin` once the first board is up, so the computer's
first move never comes before it (a crash in between: `resume` at the next start)."""
MOVE = "computer-move"
"""The scheduler kind of the computer's pending turn, keyed by match id."""
LEASE = timedelta(minutes=2)
"""How long a turn being thought about waits before it is tried again."""
THINKING_SECONDS = 8.0
"""The most one search takes: the computer answers within seconds, never on time."""
DEFAULT_LEVEL = "easy"
"""The level `/computer play` plays without a chosen one (a new member's first
opponent, as the READMEs and `/help` say), and that of a match whose level was never
recorded (a crash right after it started, or a seat given to the computer by another
feature)."""
RESIGNS_AT = "hard"
"""The only level that resigns: the weaker ones play on, as a beginner would."""
RESIGN_BELOW = 0.02
"""The chance of winning, by the computer's evaluation, under which the position is lost
beyond doubt (in draughts, about six men down)."""
ACCEPT_DRAW_UP_TO = 0.5
"""The computer takes a draw unless it stands better than level."""

RatedPolicy = Callable[[Match], Awaitable[bool]]
MatchStep = Callable[[Match], Awaitable[None]]


class ComputerVoice(Protocol):
    """What the computer does, for members to see (the Discord side)."""

    async def moved(self, made: MoveMade) -> None:
        """Post the board after the computer's move, as a member's move would be."""

    async def resigns(self, match: Match) -> None:
        """Say that the computer resigns a lost position (before the match ends)."""

    async def answered_draw(self, match: Match, accepted: bool) -> None:
        """Say how the computer answered a draw offer."""


@dataclass(frozen=True, slots=True)
class ComputerGame:
    """A checked request to play the computer, before its match exists (the Discord
    side opens the match's thread in between)."""

    guild_id: int
    member_id: int
    game_id: str
    options: Mapping[str, Any]
    level: str
    member_seat: Seat
    rated: bool
    time_control: str | None = None
    """The clocks' text form (`10m`), None for the server's default."""


@dataclass(frozen=True, slots=True)
class TakenBack:
    """The match after a takeback, and how many moves were removed (the member's, and
    the computer's answer to it if it had come)."""

    match: Match
    moves: int


class ComputerService:
    def __init__(  # noqa: PLR0917 (collaborators, each needed)
        self,
        store: ComputerStore,
        settings: SettingsStore,
        matches: MatchService,
        scheduler: Scheduler,
        pool: ThinkingPool,
        tasks: BackgroundTasks,
        clock: TimeSource,
        rng: random.Random,
        *,
        game_lookup: GameLookup = games.get,
        thinking_seconds: float = THINKING_SECONDS,
    ) -> None:
        self._store = store
        self._settings = settings
        self._matches = matches
        self._tasks = tasks
        self._scheduler = scheduler
        self._pool = pool
        self._clock = clock
        self._rng = rng
        self._game = game_lookup
        self._thinking_seconds = thinking_seconds
        self._user_id: int | None = None
        self._voice: ComputerVoice | None = None
        self._turns: dict[int, asyncio.Task[None]] = {}
        self._tickets: dict[int, int] = {}
        scheduler.on(MOVE, self._on_timer)

    def play_as(self, user_id: int, voice: ComputerVoice) -> None:
        """Sit the computer down as the member `user_id` (the bot's own account) and
        tell `voice` what it does."""
        self._user_id = user_id
        self._voice = voice

    def plays(self, match: Match, seat: Seat | None) -> bool:
        """Whether the computer holds `seat` of `match`."""
        if self._user_id is None or seat is None:
            return False
        return match.seats.get(seat) == self._user_id

    def in_match(self, match: Match) -> bool:
        return self._user_id is not None and self._user_id in match.seats.values()

    # -------------------------------------------------------------- starting

    async def plan(  # noqa: PLR0917 (each is one choice of the member)
        self,
        guild_id: int,
        member_id: int,
        game_id: str,
        level: str,
        seat: Seat | None,
        options: Mapping[str, Any],
        time_control: str | None = None,
    ) -> ComputerGame:
        """Check a member's request to play the computer, before anything is made."""
        if level not in ai.LEVELS:
            raise InvalidRequest("ai-unknown-level", levels=", ".join(ai.LEVELS))
        game = self._game(game_id)
        settings = await self._settings.get(guild_id)
        terms = checked_terms(settings, game, options, seat)
        return ComputerGame(
            guild_id=guild_id,
            member_id=member_id,
            game_id=game_id,
            options=terms.options.to_json(),
            level=level,
            member_seat=terms.seat or self._rng.choice(game.seats),
            rated=await self._store.rated_here(guild_id),
            time_control=time_control,
        )

    async def start(self, planned: ComputerGame, channel_id: int) -> Match:
        """The match of `planned` in `channel_id`. The computer waits for `begin`, so
        the Discord side can post the first board before its first
        move; should `begin` never come, `resume` at the next start-up sets the turn.
        The match, its clock and the computer's seat commit together: a crash between
        them must not leave a match nobody plays for the computer."""
        user_id = self._require_seat()
        seats = {
            seat: planned.member_id if seat == planned.member_seat else user_id
            for seat in self._game(planned.game_id).seats
        }
        return await self._matches.create_match(
            planned.guild_id,
            channel_id,
            planned.game_id,
            planned.options,
            self._rng.randrange(2**31),
            seats,
            origin=ORIGIN,
            time_control=planned.time_control,
            also=lambda match: self._store.put_seat(
                ComputerSeat(match.id, planned.level, planned.rated)
            ),
        )

    async def begin(self, match: Match) -> None:
        """Let the computer play its new match (its turn is set if it moves first)."""
        await self._plan(match, self._matches.state(match))

    async def level(self, match: Match, seat: Seat) -> str:
        """The level the computer plays `seat` of `match` at: the seat's own (a
        tournament table), else the match's."""
        named = await self._store.seat_level(match.id, seat)
        if named is not None:
            return named
        computer = await self._store.seat(match.id)
        return DEFAULT_LEVEL if computer is None else computer.level

    # ---------------------------------------------------- tournament tables

    def accounts(self, players: Mapping[Seat, int]) -> dict[Seat, int]:
        """Who sits at the board for each entrant of a tournament table: a member
        themselves, a computer level (`bot.core.rated_levels`) the bot's account."""
        return {
            seat: player if level_of(player) is None else self._require_seat()
            for seat, player in players.items()
        }

    async def seated(self, match: Match, players: Mapping[Seat, int]) -> None:
        """In a new table match's own transaction: the level of each seat a computer
        level holds, and whether the match is rated for the computer, by the server's
        setting now (as `/computer play` decides it)."""
        levels = {seat: level for seat, player in players.items() if (level := level_of(player))}
        if not levels:
            return
        rated = await self._store.rated_here(match.guild_id)
        await self._store.put_seat(ComputerSeat(match.id, next(iter(levels.values())), rated))
        await self._store.put_seat_levels(match.id, levels)

    def entrant(self, account: int, players: Sequence[int]) -> int:
        """The entrant among a table's `players` whom `account` plays for: the bot's
        account stands for the computer's level there, if only one level sits there."""
        if account != self._user_id:
            return account
        levels = [player for player in players if level_of(player) is not None]
        return levels[0] if len(levels) == 1 else account

    # ------------------------------------------------------------- rematches

    async def rematch_seat(self, old: Match) -> MatchStep:
        """Accept a member's rematch offer at once (no button to wait for): the step
        that seats the computer in the rematch's own transaction, at the level it
        played `old` at, rated by the server's setting now. A tournament game is no
        casual match: its rematch is refused."""
        if old.origin == TOURNAMENT_ORIGIN:
            raise NotPermitted("ai-no-tournament-rematch")
        seat = next(seat for seat in old.seats if self.plays(old, seat))
        level = await self.level(old, seat)

        async def seat_computer(match: Match) -> None:
            rated = await self._store.rated_here(match.guild_id)
            await self._store.put_seat(ComputerSeat(match.id, level, rated))

        return seat_computer

    # ------------------------------------------------------------ its turns

    async def on_match_started(self, event: MatchStarted) -> None:
        """A match another feature seated the computer in; those whose maker calls
        `begin` (`BEGUN_BY_CALLER`) wait for it."""
        if event.match.origin not in BEGUN_BY_CALLER:
            await self._plan(event.match, self._matches.state(event.match))

    async def on_move(self, event: MoveMade) -> None:
        await self._plan(event.match, event.state)

    async def on_match_ended(self, event: MatchEnded) -> None:
        if self.in_match(event.match):
            await self._scheduler.cancel(MOVE, str(event.match.id))
            self._stop_thinking(event.match.id)

    async def resume(self) -> None:
        """Set the turn of every match where the computer is to move (at start-up)."""
        for match_id in await self._store.ongoing():
            match = await self._matches.get(match_id)
            await self._plan(match, self._matches.state(match))

    async def _plan(self, match: Match, state: State) -> None:
        """Set the computer's turn timer if it is to move in `match`, else clear it."""
        if not self.in_match(match):
            return
        key = str(match.id)
        if match.is_ongoing and self.plays(match, state.to_move):
            await self._scheduler.schedule(MOVE, key, self._clock(), guild_id=match.guild_id)
        else:
            await self._scheduler.cancel(MOVE, key)

    async def _on_timer(self, timer: Timer) -> None:
        match_id = int(timer.key)
        await self._scheduler.schedule(
            MOVE, timer.key, self._clock() + LEASE, guild_id=timer.guild_id
        )
        if match_id not in self._turns:
            # On the bot's tracked background tasks: closed with the bot, and a test can
            # wait for a turn the way it waits for event handlers (`tasks.drain()`).
            self._turns[match_id] = self._tasks.start(
                ("computer", match_id), self._turn_or_log(match_id)
            )

    async def _turn_or_log(self, match_id: int) -> None:
        """`_take_turn` in the background: a failure (a broken worker, the database) is
        logged, and the lease brings the turn back later. After a move the computer may
        be to move again (a tournament table between two of its levels): that move's
        timer fired while this turn was still running and was only leased, so the turn
        is planned again here, once this one is done."""
        try:
            try:
                moved = await self._take_turn(match_id)
            finally:
                self._turns.pop(match_id, None)
            if moved:
                match = await self._matches.get(match_id)
                await self._plan(match, self._matches.state(match))
        except Exception:
            log.exception("the computer's turn in match %d failed; it will try again", match_id)

    async def _take_turn(self, match_id: int) -> bool:
        """Think and play the computer's move in `match_id`, if it is still to move;
        whether it moved."""
        match = await self._matches.get(match_id)
        state = self._matches.state(match)
        seat = state.to_move
        if seat is None or not match.is_ongoing or not self.plays(match, seat):
            await self._plan(match, state)
            return False
        level = await self.level(match, seat)
        if level == RESIGNS_AT and chance(state, seat) < RESIGN_BELOW:
            await self._resign(match)
            return False
        ticket = self._pool.ticket()
        self._tickets[match_id] = ticket
        turn = Turn(
            ticket,
            match.game_id,
            match.options,
            match.seed,
            match.moves,
            level,
            self._thinking_seconds,
        )
        try:
            notation = await self._pool.think(turn)
        finally:
            self._tickets.pop(match_id, None)
        try:
            made = await self._matches.play(match_id, self._require_seat(), notation)
        except (Conflict, NotPermitted, NotFound):
            log.info("match %d moved on while the computer thought; answer dropped", match_id)
            return False
        await self._tell().moved(made)
        return True

    async def _resign(self, match: Match) -> None:
        await self._tell().resigns(match)
        with contextlib.suppress(Conflict):  # it ended meanwhile: nothing left to resign
            await self._matches.resign(match.id, self._require_seat())

    def _stop_thinking(self, match_id: int) -> None:
        """Cancel the search of `match_id` if one runs; its turn's task ends with it.
        The task itself is left alone: before or after its search it only reads the
        match or plays a move the service refuses once the match moved on, and after
        its move it posts the board, which a late `MatchEnded` must not cut off."""
        ticket = self._tickets.pop(match_id, None)
        if ticket is not None:
            self._pool.cancel(ticket)

    # ------------------------------------------------- answering the member

    async def on_draw_offered(self, event: DrawOffered) -> None:
        """Answer a member's draw offer by the computer's evaluation."""
        match = event.match
        seat = match.other_seat(event.seat)
        if not self.plays(match, seat):
            return
        accept = chance(self._matches.state(match), seat) <= ACCEPT_DRAW_UP_TO
        try:
            after = await self._matches.answer_draw(match.id, self._require_seat(), accept=accept)
        except (Conflict, NotFound):
            return  # answered or ended meanwhile
        await self._tell().answered_draw(after, accept)

    def takeback_elsewhere(self, match: Match) -> str | None:
        """Why `/takeback` is not the way against the computer, as a message id (it
        answers at once, so a takeback undoes its answer too: `take_back`)."""
        if self.in_match(match):
            return "ai-takeback-elsewhere"
        return None

    async def take_back(self, match_id: int, user_id: int) -> TakenBack:
        """Undo the member's last move and the computer's answer to it (if it came):
        the computer allows it in casual games, like a friendly opponent."""
        match = await self._matches.get(match_id)
        if not match.is_ongoing:
            raise Conflict("ai-match-over")
        seat = match.seat_of(user_id)
        if not self.in_match(match) or seat is None or self.plays(match, seat):
            raise NotPermitted("ai-takeback-players-only")
        game = self._matches.game(match)
        if game.hidden_information:
            raise NotPermitted("ai-takeback-hidden-cards", game=game.title)
        computer = await self._store.seat(match.id)
        if computer is not None and computer.rated:
            raise NotPermitted("ai-takeback-rated")
        history = await self._matches.move_log(match_id)
        count = _moves_to_undo([entry.seat for entry in history], seat)
        if count == 0:
            raise NotPermitted("ai-takeback-nothing")
        self._stop_thinking(match_id)
        try:
            for undone in range(count):
                match = await self._matches.take_back_last_move(match_id, len(history) - undone)
        finally:
            # Whatever happened, the turn timer must fit the match as it now stands.
            match = await self._matches.get(match_id)
            await self._plan(match, self._matches.state(match))
        return TakenBack(match, count)

    # ----------------------------------------------------------- ratings

    async def set_rated(self, guild_id: int, rated: bool) -> None:
        """The server's choice for matches against the computer started from now on."""
        await self._store.set_rated_here(guild_id, rated)

    async def rated_here(self, guild_id: int) -> bool:
        return await self._store.rated_here(guild_id)

    def rating_policy(self, others: RatedPolicy) -> RatedPolicy:
        """`others`, except that a match against the computer counts only if it was
        started rated."""

        async def is_rated(match: Match) -> bool:
            if not self.in_match(match):
                return await others(match)
            computer = await self._store.seat(match.id)
            return computer is not None and computer.rated and await others(match)

        return is_rated

    async def rated_as(self, match: Match) -> Mapping[Seat, int]:
        """Who each seat's result is rated under: members as themselves, the computer
        as its level (see `bot.core.rated_levels`)."""
        if not self.in_match(match):
            return match.seats
        return {
            seat: LEVEL_IDS[await self.level(match, seat)] if self.plays(match, seat) else user
            for seat, user in match.seats.items()
        }

    # ----------------------------------------------------------- helpers

    def _require_seat(self) -> int:
        if self._user_id is None:
            raise RuntimeError("the computer has no seat yet: call play_as first")
        return self._user_id

    def _tell(self) -> ComputerVoice:
        if self._voice is None:
            raise RuntimeError("the computer has no voice yet: call play_as first")
        return self._voice


def _moves_to_undo(movers: list[Seat], seat: Seat) -> int:
    """How many of the last moves go back so that `seat` plays again: its own last move,
    plus the computer's answer after it."""
    if movers and movers[-1] == seat:
        return 1
    if len(movers) >= 2 and movers[-2] == seat:
        return 2
    return 0
