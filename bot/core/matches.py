"""Matches as use cases: start one, move, resign, draw, abort, end it by decision.

Transport-free: callers pass ids and text and get records and game states back; no
Discord object and no image ever passes through here. Every change follows the same
path: load the match, check who may act, ask the engine, commit through the store
(which refuses a lost update by version), then publish the event.

Two moves for one match never interleave inside one process (a lock per match), and
across processes the store's version check turns the loser into a `Conflict`. Every
change is a transaction of its match (`Scope.match`; a new match: of its server), so on
PostgreSQL shared by several processes it waits only for writers of the same match. Events
are published once the lock is released, so subscribers may call back in.

What must never disagree with the match (its clock and the clock's timers) is not an
event subscriber but a `MatchParticipant`: called inside the change's own transaction,
so a crash or a failure anywhere in it leaves neither the move nor its clock behind.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import replace
from functools import partial
from typing import Any, TypeVar

import games
from bot.core import log_context
from bot.core.errors import Conflict, GameRefused, NotFound, NotPermitted
from bot.core.events import DrawOffered, EventBus, MatchEnded, MatchStarted, MoveMade
from bot.core.keyed_locks import KeyedLocks
from bot.core.known_matches import KnownMatches
from bot.core.protocols import (
    ChannelBusy,
    MatchParticipant,
    MatchStore,
    MoveResponder,
    StaleMatch,
)
from bot.core.quoting import excerpt
from bot.core.recent import Recent
from bot.core.records import EndHow, Match, MatchResult, MoveRecord, NewMatch
from bot.core.results import result_reason
from bot.core.scope import Scope
from bot.core.suggestions import Suggestions, Why, suggestions_for
from bot.core.time_source import TimeSource
from bot.core.worker_pool import run_off_loop
from games import Game, GameError, Seat, State
from games.contract import seat_name
from i18n import Message

GameLookup = Callable[[str], Game]
AlsoInTransaction = Callable[[Match], Awaitable[None]]
"""A caller's own write that must commit with the match's change or not at all (an
accepted challenge or rematch offer settling itself); it gets the match as written."""
T = TypeVar("T")


class MatchService:
    def __init__(
        self,
        store: MatchStore,
        events: EventBus,
        clock: TimeSource,
        *,
        game_lookup: GameLookup = games.get,
        cached_states: int = 512,
    ) -> None:
        self._store = store
        self._events = events
        self._clock = clock
        self._game = game_lookup
        self._states = _StateCache(cached_states)
        self._known = KnownMatches(cached_states * 8)
        self._lock = KeyedLocks()
        self._participants: list[MatchParticipant] = []
        self._responders: list[MoveResponder] = []

    def add_participant(self, participant: MatchParticipant) -> None:
        """Have `participant` change its records inside every change of a match, in
        the order added (see `MatchParticipant`)."""
        self._participants.append(participant)

    def add_responder(self, responder: MoveResponder) -> None:
        """Let `responder` answer moves inside their transaction, after the
        participants (see `MoveResponder`); the first answer given is played."""
        self._responders.append(responder)

    # ----------------------------------------------------------------- reading

    def game(self, match: Match) -> Game:
        return self._game(match.game_id)

    async def get(self, match_id: int) -> Match:
        match = await self._store.get(match_id)
        if match is None:
            raise NotFound("match-not-found", match=str(match_id))
        self._noted(match)
        return match

    async def in_place(self, match_id: int, channel_id: int) -> Match:
        """Match `match_id`, if it is played in `channel_id`: an id carried by a
        button or typed by a member is only good where its match lives."""
        match = await self._store.get(match_id)
        if match is None or match.channel_id != channel_id:
            raise NotFound("match-not-here")
        return match

    async def in_server(self, match_id: int, guild_id: int) -> Match:
        """Match `match_id`, if it was played in server `guild_id`: another server's
        match gets the answer a missing one gets, so its existence is not given away."""
        match = await self._store.get(match_id)
        if match is None or match.guild_id != guild_id:
            raise NotFound("match-not-found-here", match=str(match_id))
        return match

    async def in_channel(self, channel_id: int) -> Match:
        """The ongoing match of a channel or thread."""
        match = await self._store.ongoing_in_channel(channel_id)
        if match is None:
            raise NotFound("match-none-here")
        self._noted(match)
        return match

    async def ongoing_in_channels(self, channel_ids: Iterable[int]) -> list[Match]:
        """The ongoing matches of some channels (a channel's threads), for pointing a
        member who asked in the wrong place to the right one."""
        found = [await self._store.ongoing_in_channel(channel_id) for channel_id in channel_ids]
        return [match for match in found if match is not None]

    async def latest_in_channel(self, channel_id: int) -> Match:
        """The ongoing match of a channel, else the one that ended last (for its
        board and history after the result)."""
        match = await self._store.latest_in_channel(channel_id)
        if match is None:
            raise NotFound("match-none-yet")
        return match

    async def deal_still_played(self, match: Match) -> bool:
        """Whether an ongoing match plays the deal that `match`'s options fixed (every
        table of a tournament round with duplicate deals): `match`'s export or replay
        would show that match's cards."""
        game = self.game(match)
        if not game.options_decide_hidden(match.options):
            return False
        return await self._store.ongoing_alike(match.guild_id, match.game_id, match.options) > 0

    def state(self, match: Match) -> State:
        """The state of `match` as the rules go on from it: from the cache, else read
        from the stored snapshot and the moves' trails (`State.snapshot`, `Game.resume`),
        which carry everything the rules need to continue (the earlier positions the
        draw rules count included), so a move costs the same at ply 10 and at ply 5,000,
        where replaying the move log would take a second. Read from a snapshot, the
        state's ply and last move count from it: a board is drawn from the move log
        (`board_post`), never from those.

        A match whose window of earlier positions reaches back to moves stored before
        moves had trails cannot be resumed: it is replayed, until an irreversible move
        closes that window."""
        cached = self._states.get(match)
        if cached is None:
            game = self.game(match)
            try:
                cached = game.resume(match.options, match.position, match.trails)
            except GameError:
                cached = game.replay(match.moves, match.options, match.seed)
            self._states.put(match, cached)
        return cached

    async def move_log(self, match_id: int) -> list[MoveRecord]:
        return await self._store.move_log(match_id)

    async def suggest(self, channel_id: int, user_id: int, typed: str) -> Suggestions:
        """What autocomplete offers the caller for `typed` in this channel: their legal
        moves when it is their turn here, else why not (`Suggestions`); it never raises.
        The match comes from memory when this process knows it ongoing
        (`KnownMatches`): a keystroke then never waits in the database's queue behind
        a burst of moves."""
        match = self._known.ongoing(channel_id)
        if match is None:
            match = await self._store.ongoing_in_channel(channel_id)
            if match is None:
                return Suggestions(why=Why.NO_MATCH)
            self._known.note(match)
        if match.seat_of(user_id) is None:
            return Suggestions(why=Why.WATCHING)
        state = self.state(match)
        seat = state.to_move
        if seat is None or match.seats.get(seat) != user_id:
            named = None if seat is None else match.seat_name(seat)
            return Suggestions(why=Why.NOT_YOUR_TURN, seat=named)
        return suggestions_for(state, typed)

    # ---------------------------------------------------------------- changing

    async def create_match(  # noqa: PLR0917 (the published signature, see bot/README.md)
        self,
        guild_id: int,
        channel_id: int,
        game_id: str,
        options: Mapping[str, Any],
        seed: int,
        seats: Mapping[Seat, int],
        *,
        origin: str = "challenge",
        time_control: str | None = None,
        also: AlsoInTransaction | None = None,
    ) -> Match:
        """Start a match in a channel or thread; used by challenges, rematches and
        tournaments. `time_control` is the clocks' text form (`3d+7d`), None for the
        server's default; the clocks start from it in the same transaction. `also`
        runs in that transaction too (an accepted challenge settling itself), so a
        refusal from it leaves no match behind."""
        game = self._game(game_id)
        try:
            validated = game.options(options)
        except GameError as exc:
            raise GameRefused.saying(exc.message) from exc
        if set(seats) != set(game.seats):
            raise NotPermitted(
                "match-seats-needed",
                game=game.title,
                seats=tuple(seat_name(game.id, seat) for seat in game.seats),
            )
        state = game.new(validated, seed)
        new = NewMatch(
            guild_id=guild_id,
            channel_id=channel_id,
            game_id=game_id,
            options=validated.to_json(),
            seed=seed,
            seats=dict(seats),
            origin=origin,
            position=state.snapshot(),
            time_control=time_control,
        )
        try:
            async with self._store.transaction(Scope.server(guild_id)):
                match = await self._store.create(new, self._clock())
                started = MatchStarted(match)
                for participant in self._participants:
                    await participant.match_started(started)
                if also is not None:
                    await also(match)
        except ChannelBusy:
            raise Conflict("match-channel-busy") from None
        self._states.put(match, state)
        self._known.note(match)
        await self._events.publish(started)
        return match

    async def play(self, match_id: int, user_id: int, text: str) -> MoveMade:
        """Play `text` as `user_id`'s move; committed before this returns."""
        async with self._lock(match_id):
            made = await self._save(self._play(await self._ongoing(match_id), user_id, text))
        return await self._told(made)

    async def play_in_channel(
        self, channel_id: int, user_id: int, text: str, *, also: AlsoInTransaction | None = None
    ) -> MoveMade:
        """`play` in the ongoing match of a channel (`/move`), on the newest record this
        process holds of it (`KnownMatches`, which notes every record the service reads
        or commits), so a move in a match the process knows reads nothing before its
        transaction; else on the record the store gives. A record the store no longer
        holds (another process changed the match, or a change landed between the load
        and the lock) is refused by the store's version check, and the move is judged
        again on the channel's match as the store has it; a turn the record refuses is
        judged again in the move's transaction (`_play`), so a move that queued behind
        another one is judged on the board it meets. `also` commits with the move (the
        board's retry)."""
        known = self._known.ongoing(channel_id)
        if known is not None and (made := await self._play_known(known, user_id, text, also)):
            return await self._told(made)
        match = await self.in_channel(channel_id)
        async with self._lock(match.id):
            try:
                made = await self._play(match, user_id, text, also)
            except StaleMatch:
                ongoing = await self._ongoing(match.id)
                made = await self._save(self._play(ongoing, user_id, text, also))
        return await self._told(made)

    async def _play_known(
        self, known: Match, user_id: int, text: str, also: AlsoInTransaction | None
    ) -> MoveMade | None:
        """`play_in_channel` on the record `known`, or on a newer one of the same match
        noted while this move waited for the match's lock (the move before it); None
        when the store may no longer hold that record (nothing was written): the match
        changed elsewhere, or ended, and the channel may hold a newer one; or the move
        is refused by the game, which the board as stored may allow."""
        self._noted(known)
        async with self._lock(known.id):
            newest = self._known.ongoing(known.channel_id)
            match = newest if newest is not None and newest.id == known.id else known
            try:
                return await self._play(match, user_id, text, also)
            except (StaleMatch, GameRefused):
                return None
            except Conflict as refused:
                if refused.message.id == "match-over":
                    return None
                raise

    async def _play(
        self, match: Match, user_id: int, text: str, also: AlsoInTransaction | None = None
    ) -> MoveMade:
        """Check and commit one move: the move, its snapshot, every participant's
        records (the clock and its timers) and any answer a responder plays to it
        (a premove) in one transaction.

        `match` was read before the transaction: a move it allows is safe (the store's
        version check refuses it if the match changed meanwhile), but one it refuses as
        not the member's turn may be the reply to a move that was committing as it was
        read (by another task, or another process). So the turn is judged again on the
        match as this transaction reads it, behind every writer of the match."""
        async with self._store.transaction(Scope.match(match.id)):
            state = self.state(match)
            if _to_move(match, state) != user_id:
                match = await self._ongoing(match.id)
                state = self.state(match)
            seat = state.to_move
            if seat is None or match.seats.get(seat) != user_id:
                raise self._not_your_move(match, user_id, seat)
            after = _after(state, text)
            made = await self._commit(match, seat, user_id, after, also)
        last = made.chain()[-1]
        self._states.put(last.match, last.state)
        return made

    async def _commit(
        self,
        match: Match,
        seat: Seat,
        user_id: int,
        after: State,
        also: AlsoInTransaction | None = None,
    ) -> MoveMade:
        """Store one checked move inside the open transaction, then let the
        responders answer it (a move that ends the match gets no answer)."""
        now = self._clock()
        move = MoveRecord(len(match.moves) + 1, seat, user_id, str(after.last_move), now)
        result = None
        if after.outcome is not None:
            result = MatchResult(after.outcome.winner, EndHow.RULES, after.outcome.reason)
        match = await self._store.append_move(
            match, move, after.snapshot(), result, now, trail=after.trail()
        )
        made = MoveMade(match, move, after)
        for participant in self._participants:
            await participant.move_made(made)
        if also is not None:
            await also(match)
        if result is not None:
            ended = MatchEnded(match, result)
            for participant in self._participants:
                await participant.match_ended(ended)
            return made
        for responder in self._responders:
            answer = await responder.answer_to(made, partial(self._reply, made))
            if answer is not None:
                return replace(made, answer=answer)
        return made

    async def _reply(self, made: MoveMade, text: str) -> MoveMade:
        """Play `text` for the seat to move after `made`, in `made`'s transaction."""
        seat = made.state.to_move
        assert seat is not None, "only a move that did not end the match is answered"
        after = _after(made.state, text)
        return await self._commit(made.match, seat, made.match.seats[seat], after)

    async def _told(self, made: MoveMade) -> MoveMade:
        """Publish a committed move and its answers (and the end they brought),
        outside the match lock."""
        for each in made.chain():
            self._known.note(each.match)
            await self._events.publish(each)
            if each.match.result is not None:
                await self._events.publish(MatchEnded(each.match, each.match.result))
        return made

    async def resign(self, match_id: int, user_id: int) -> Match:
        async with self._lock(match_id):
            match = await self._ongoing(match_id)
            seat = self._seat(match, user_id)
            result = MatchResult(
                match.other_seat(seat),
                EndHow.RESIGNATION,
                Message("match-reason-resigned", seat=seat),
            )
            after = await self._end(match, result)
        return await self._announced(after)

    async def offer_draw(self, match_id: int, user_id: int) -> Match:
        """Offer a draw; if the opponent's offer is already standing, this agrees."""
        async with self._lock(match_id):
            match = await self._ongoing(match_id)
            seat = self._seat(match, user_id)
            if match.draw_offer == seat:
                raise Conflict("match-draw-already-offered")
            if match.draw_offer == match.other_seat(seat):
                after = await self._end(match, _draw_agreed())
            else:
                after = await self._save(self._store.set_draw_offer(match, seat, self._clock()))
        if after.draw_offer is not None:
            await self._events.publish(DrawOffered(after, seat))
        return await self._announced(after)

    async def answer_draw(self, match_id: int, user_id: int, *, accept: bool) -> Match:
        async with self._lock(match_id):
            match = await self._ongoing(match_id)
            seat = self._seat(match, user_id)
            if match.draw_offer == seat:
                raise NotPermitted("match-draw-own-offer")
            if match.draw_offer is None:
                raise Conflict("match-draw-answered")
            if accept:
                after = await self._end(match, _draw_agreed())
            else:
                after = await self._save(self._store.set_draw_offer(match, None, self._clock()))
        return await self._announced(after)

    async def abort(self, match_id: int, user_id: int) -> Match:
        """Call the match off without a result, allowed until every seat has moved."""
        async with self._lock(match_id):
            match = await self._ongoing(match_id)
            self._seat(match, user_id)  # only a player may abort
            if len(match.moves) >= len(match.seats):
                raise NotPermitted("match-abort-too-late")
            result = MatchResult(None, EndHow.ABORT, Message("match-reason-aborted"))
            after = await self._end(match, result)
        return await self._announced(after)

    async def end_match(
        self,
        match_id: int,
        winner: Seat | None,
        reason: Message,
        *,
        how: EndHow = EndHow.MODERATOR,
        at_ply: int | None = None,
    ) -> Match:
        """End a match by decision (a moderator's, a clock's, a tournament's): `winner`
        None is a draw. `reason` is one of the bot's `match-reason-*` messages, stored as
        its code (a moderator's own words: `results.moderator_decision`). With `at_ply`,
        only if the match still has that many moves: a decision about one position (time
        ran out on this move) never lands on a later one."""
        async with self._lock(match_id):
            match = await self._ongoing(match_id)
            if at_ply is not None and len(match.moves) != at_ply:
                raise Conflict("match-moved-meanwhile")
            if winner is not None and winner not in match.seats:
                raise NotFound(
                    "match-no-such-seat",
                    seat=excerpt(winner, 20),
                    seats=tuple(match.seat_name(seat) for seat in match.seats),
                )
            after = await self._end(match, MatchResult(winner, how, reason))
        return await self._announced(after)

    async def take_back_last_move(
        self,
        match_id: int,
        moves_on_record: int,
        *,
        plies: int = 1,
        also: AlsoInTransaction | None = None,
    ) -> Match:
        """Remove the last move (the last `plies`: a move and the premove that answered
        it), provided the match still has exactly `moves_on_record` moves (so an
        agreement about one move can never remove another). Who may ask and who must
        agree is the caller's rule (`bot.play.takebacks`); `also` runs in the same
        transaction (the answered request settling itself)."""
        async with self._lock(match_id):
            match = await self._ongoing(match_id)
            if len(match.moves) != moves_on_record:
                raise Conflict("match-request-lapsed")
            game = self.game(match)
            kept = len(match.moves) - plies
            snapshot = await run_off_loop(_snapshot_after, game, match, kept)
            before = game.resume(match.options, snapshot, match.trails[:kept])
            async with self._store.transaction(Scope.match(match.id)):
                for _ in range(plies):
                    match = await self._save(
                        self._store.remove_last_move(match, before.snapshot(), self._clock())
                    )
                for participant in self._participants:
                    await participant.move_taken_back(match, before)
                if also is not None:
                    await also(match)
            self._states.put(match, before)
        self._known.note(match)
        return match

    # ----------------------------------------------------------------- helpers

    def _noted(self, match: Match) -> None:
        """Remember `match` as loaded, and note it as what the task's log lines are about."""
        self._known.note(match)
        log_context.about(server=match.guild_id, match=match.id)

    async def _ongoing(self, match_id: int) -> Match:
        match = await self.get(match_id)
        if not match.is_ongoing:
            raise Conflict("match-over", reason=result_reason(match))
        return match

    @staticmethod
    def _seat(match: Match, user_id: int) -> Seat:
        seat = match.seat_of(user_id)
        if seat is None:
            raise NotPermitted("match-not-a-player")
        return seat

    @staticmethod
    def _not_your_move(match: Match, user_id: int, to_move: Seat | None) -> NotPermitted:
        if match.seat_of(user_id) is None:
            return NotPermitted("match-watching")
        return NotPermitted("match-not-your-turn", seat=to_move and match.seat_name(to_move))

    async def _save(self, write: Awaitable[T]) -> T:
        try:
            return await write
        except StaleMatch:
            raise _lost_race() from None

    async def _end(self, match: Match, result: MatchResult) -> Match:
        async with self._store.transaction(Scope.match(match.id)):
            ended = await self._save(self._store.end(match, result, self._clock()))
            for participant in self._participants:
                await participant.match_ended(MatchEnded(ended, result))
        return ended

    async def _announced(self, match: Match) -> Match:
        """Tell subscribers if `match` has just ended. Called after the match lock is
        released, so a subscriber may act on the same match without deadlocking."""
        self._known.note(match)
        if match.result is not None:
            await self._events.publish(MatchEnded(match, match.result))
        return match


def _to_move(match: Match, state: State) -> int | None:
    """The member whose turn it is in `match` (None once no seat is to move)."""
    return None if state.to_move is None else match.seats.get(state.to_move)


def _after(state: State, text: str) -> State:
    """The state after `text`, or the engine's refusal as a `GameRefused`."""
    try:
        return state.play(text)
    except GameError as exc:
        raise GameRefused.saying(exc.message) from exc


def _snapshot_after(game: Game, match: Match, plies: int) -> str:
    """The snapshot after the first `plies` moves of `match`, replayed: a takeback
    needs the position before the last move, which no stored snapshot holds, and
    replaying thousands of moves is work for a worker process, not the event loop."""
    return game.replay(match.moves[:plies], match.options, match.seed).snapshot()


class _StateCache:
    """The most recently used exact states, each valid for one match version."""

    def __init__(self, size: int) -> None:
        self._entries: Recent[int, tuple[int, State]] = Recent(size)

    def get(self, match: Match) -> State | None:
        entry = self._entries.get(match.id)
        return None if entry is None or entry[0] != match.version else entry[1]

    def put(self, match: Match, state: State) -> None:
        self._entries.keep(match.id, (match.version, state))


def _draw_agreed() -> MatchResult:
    return MatchResult(None, EndHow.DRAW_AGREED, Message("match-reason-draw-agreed"))


def _lost_race() -> Conflict:
    return Conflict("match-lost-race")
