"""Tournaments as use cases: create, register, start, play out, and moderate.

Transport-free like the match service: Discord is reached only through the
`TournamentHost` port (threads, announcements, the standings post). The flow:

* the moderator creates an event and members join or leave until it starts;
* at the start entrants are seeded by rating and round 1 is paired; every table becomes
  a match in its own thread, seats as the pairing says;
* each `MatchEnded` of a tournament match records the table's result; when the last
  table of a round is done (or the round deadline forces it), the next round is paired,
  until the format names a champion.

A moderator's every action is written to the tournament's record with who and when.

A round's deadline is a timer on the bot's scheduler, keyed by the tournament: pairing
a round sets it, an extension moves it, the event finishing or being cancelled removes
it. So nothing polls for overdue rounds, and a deadline survives restarts as a row.

Ending a match publishes `MatchEnded` inline, which comes back here; so the per-
tournament lock is never held while a match is ended, or the two would wait on each
other forever.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Awaitable, Callable
from datetime import timedelta

import games
from bot.clocks.model import TimeControl, TimeControlError
from bot.core.errors import Conflict, InvalidRequest, NotFound
from bot.core.events import MatchEnded
from bot.core.keyed_locks import KeyedLocks
from bot.core.matches import MatchService
from bot.core.records import EndHow, Match
from bot.core.scheduler import Scheduler
from bot.core.time_source import TimeSource
from bot.core.timer_store import Timer
from bot.ratings.service import RatedPolicy, RatingService
from bot.tournaments.duplicate_deals import CARD_GAME_ID, round_options
from bot.tournaments.host import TournamentHost
from bot.tournaments.pairing.formats import FormatKind
from bot.tournaments.pairing.model import Table
from bot.tournaments.records import (
    ModeratorAction,
    TableRecord,
    Tournament,
    TournamentPlan,
    TournamentStatus,
)
from bot.tournaments.snapshot import Snapshot
from bot.tournaments.store import AlreadyEntered, SqliteTournamentStore
from games import Game, GameError

AdoptControl = Callable[[Match, TimeControl], Awaitable[object]]
"""The clocks' hook that gives a new match the tournament's time control."""

MIN_FIELD = 2
MAX_ROUND_DAYS = 60
MAX_SWISS_ROUNDS = 20
ROUND_DEADLINE = "round-deadline"


class TournamentService:
    def __init__(
        self,
        store: SqliteTournamentStore,
        matches: MatchService,
        ratings: RatingService,
        host: TournamentHost,
        *,
        clock: TimeSource,
        scheduler: Scheduler,
        rng: random.Random,
        game_lookup: Callable[[str], Game] = games.get,
        adopt_control: AdoptControl | None = None,
    ) -> None:
        self._store = store
        self._matches = matches
        self._ratings = ratings
        self._host = host
        self._clock = clock
        self._scheduler = scheduler
        self._rng = rng
        self._game = game_lookup
        self._adopt_control = adopt_control
        self._lock = KeyedLocks()
        scheduler.on(ROUND_DEADLINE, self._close_overdue_round)

    # ----------------------------------------------------------------- reading

    async def get(self, tournament_id: int) -> Tournament:
        tournament = await self._store.get(tournament_id)
        if tournament is None:
            raise NotFound(f"there is no tournament number {tournament_id}")
        return tournament

    async def snapshot(self, tournament_id: int) -> Snapshot:
        tournament = await self.get(tournament_id)
        return Snapshot(
            tournament,
            await self._store.entrants(tournament_id),
            await self._store.tables(tournament_id),
        )

    async def open_in_guild(self, guild_id: int) -> list[Tournament]:
        return await self._store.in_guild(guild_id)

    async def actions(self, tournament_id: int) -> list[ModeratorAction]:
        return await self._store.actions(tournament_id)

    # ------------------------------------------------------------ registration

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        moderator_id: int,
        plan: TournamentPlan,
        registration: timedelta,
    ) -> Tournament:
        checked = self._checked_plan(plan)
        now = self._clock()
        tournament = await self._store.create(
            guild_id=guild_id,
            channel_id=channel_id,
            plan=checked,
            seed=self._rng.getrandbits(31),
            registration_ends=now + registration,
            created_by=moderator_id,
            now=now,
        )
        await self._record(tournament, moderator_id, "create", _describe(checked))
        await self._refresh(tournament.id)
        return await self.get(tournament.id)

    def _checked_plan(self, plan: TournamentPlan) -> TournamentPlan:
        try:
            game = self._game(plan.game_id)
            options = game.options(plan.options).to_json()
        except GameError as exc:
            raise InvalidRequest(exc.reason) from exc
        if plan.format not in set(FormatKind):
            raise InvalidRequest(f"unknown format '{plan.format}'")
        rounds = plan.swiss_rounds
        if plan.format == FormatKind.SWISS and not (rounds and 1 <= rounds <= MAX_SWISS_ROUNDS):
            raise InvalidRequest(f"a Swiss event needs 1 to {MAX_SWISS_ROUNDS} rounds")
        if not 1 <= plan.round_days <= MAX_ROUND_DAYS:
            raise InvalidRequest(f"a round may last 1 to {MAX_ROUND_DAYS} days")
        if plan.duplicate_deals and plan.game_id != CARD_GAME_ID:
            raise InvalidRequest("duplicate deals are only for the card game")
        if plan.time_control is not None:
            try:
                TimeControl.parse(plan.time_control)
            except TimeControlError as exc:
                raise InvalidRequest(exc.reason) from exc
        swiss_rounds = rounds if plan.format == FormatKind.SWISS else None
        return TournamentPlan(
            name=plan.name.strip() or "Tournament",
            game_id=plan.game_id,
            options=options,
            format=plan.format,
            swiss_rounds=swiss_rounds,
            time_control=plan.time_control,
            round_days=plan.round_days,
            rated=plan.rated,
            duplicate_deals=plan.duplicate_deals,
        )

    async def join(self, tournament_id: int, user_id: int) -> Tournament:
        tournament = await self._registering(tournament_id)
        if self._clock() >= tournament.registration_ends:
            raise Conflict("registration for this tournament has closed")
        try:
            await self._store.add_entrant(tournament_id, user_id, self._clock())
        except AlreadyEntered:
            raise Conflict("you are already registered") from None
        await self._refresh(tournament_id)
        return tournament

    async def leave(self, tournament_id: int, user_id: int) -> Tournament:
        tournament = await self._registering(tournament_id)
        if not await self._store.remove_entrant(tournament_id, user_id):
            raise NotFound("you are not registered for this tournament")
        await self._refresh(tournament_id)
        return tournament

    async def _registering(self, tournament_id: int) -> Tournament:
        tournament = await self.get(tournament_id)
        if tournament.status != TournamentStatus.REGISTRATION:
            raise Conflict("this tournament is no longer taking registrations")
        return tournament

    # -------------------------------------------------------------- the start

    async def start(self, tournament_id: int, moderator_id: int) -> Snapshot:
        """Seed the entrants by rating (best first; equal ratings by joining order) and
        pair the first round."""
        async with self._lock(tournament_id):
            tournament = await self._registering(tournament_id)
            entrants = await self._store.entrants(tournament_id)
            if len(entrants) < MIN_FIELD:
                raise Conflict(f"a tournament needs at least {MIN_FIELD} players to start")
            plan = tournament.plan
            strength = {
                e.user_id: (
                    await self._ratings.rating(tournament.guild_id, plan.game_id, e.user_id)
                ).mu
                for e in entrants
            }
            seeded = sorted(entrants, key=lambda e: (-strength[e.user_id], e.joined_at))
            await self._store.start(tournament_id, [e.user_id for e in seeded])
            await self._record(tournament, moderator_id, "start", f"{len(entrants)} players")
            await self._host.announce(
                tournament, f"**{tournament.name}** starts with {len(entrants)} players."
            )
            await self._begin_round(tournament_id, 1)
            await self._refresh(tournament_id)
        return await self.snapshot(tournament_id)

    # ------------------------------------------------------------- the rounds

    async def _begin_round(self, tournament_id: int, number: int) -> None:
        """Pair round `number` and open its tables; finish the event if there is none."""
        snap = await self.snapshot(tournament_id)
        tournament = snap.tournament
        # Pairing a big Swiss field takes a while (bench/swiss_pairing.py): off the loop.
        tables = await asyncio.to_thread(snap.format.next_tables, number, snap.progress())
        if not tables:
            await self._finish(snap)
            return
        deadline = self._clock() + timedelta(days=tournament.plan.round_days)
        await self._store.set_round(tournament_id, number, deadline)
        await self._scheduler.schedule(ROUND_DEADLINE, str(tournament_id), deadline)
        options = dict(tournament.plan.options)
        if tournament.plan.duplicate_deals:
            options = round_options(options, _seed(tournament, f"round {number}"))
        for table in tables:
            if table.is_bye:
                await self._store.add_table(
                    tournament_id,
                    TableRecord(table.key, number, table.first, None, None, True, table.first),
                )
                continue
            await self._store.add_table(
                tournament_id, TableRecord(table.key, number, table.first, table.second)
            )
            await self._open_match(snap, table, options)
        await self._host.announce(tournament, _round_text(snap, number, tables))
        await self._advance_if_round_done(tournament_id)

    async def _open_match(self, snap: Snapshot, table: Table, options: dict) -> None:
        """Start the match of a table in a thread of its own: the first seat of the game
        goes to the pairing's first player."""
        tournament = snap.tournament
        game = self._game(tournament.plan.game_id)
        assert table.second is not None
        players = [snap.user_of(table.first), snap.user_of(table.second)]
        thread_id = await self._host.open_table(tournament, table.key, players)
        match = await self._matches.create_match(
            tournament.guild_id,
            thread_id,
            tournament.plan.game_id,
            options,
            self._rng.getrandbits(31),
            dict(zip(game.seats, players, strict=True)),
            origin="tournament",
        )
        await self._store.attach_match(tournament.id, table.key, match.id)
        control = tournament.plan.time_control
        if control is not None and self._adopt_control is not None:
            await self._adopt_control(match, TimeControl.parse(control))
        await self._host.show_match(match)

    async def on_match_ended(self, event: MatchEnded) -> None:
        """Record the result of a tournament match and move the event on."""
        found = await self._store.table_of_match(event.match.id)
        if found is None:
            return
        tournament_id, table = found
        async with self._lock(tournament_id):
            snap = await self.snapshot(tournament_id)
            if snap.tournament.status != TournamentStatus.RUNNING or table.finished:
                return
            if event.how is EndHow.ABORT:
                # A tournament game cannot be called off: it starts again at the table.
                options = dict(event.match.options)
                await self._open_match(snap, _pairing(table), options)
                return
            winner_seed = self._winner_seed(snap, table, event)
            await self._store.finish_table(tournament_id, table.key, winner_seed)
            await self._refresh(tournament_id)
            await self._advance_if_round_done(tournament_id)

    @staticmethod
    def _winner_seed(snap: Snapshot, table: TableRecord, event: MatchEnded) -> int | None:
        winner_seat = event.outcome.winner
        if winner_seat is None:
            return snap.format.settle_draw(_pairing(table))
        return snap.seed_of(event.match.seats[winner_seat])

    async def _advance_if_round_done(self, tournament_id: int) -> None:
        snap = await self.snapshot(tournament_id)
        if snap.tournament.status != TournamentStatus.RUNNING:
            return
        if any(not t.finished for t in snap.current_tables()):
            return
        if snap.format.champion(snap.progress()) is not None:
            await self._finish(snap)
            return
        await self._begin_round(tournament_id, snap.tournament.current_round + 1)

    async def _finish(self, snap: Snapshot) -> None:
        tournament = snap.tournament
        champion = snap.format.champion(snap.progress())
        champion_id = None if champion is None else snap.user_of(champion)
        await self._store.finish(tournament.id, champion_id)
        await self._scheduler.cancel(ROUND_DEADLINE, str(tournament.id))
        text = f"**{tournament.name}** is over."
        if champion_id is not None:
            text = f"🏆 <@{champion_id}> wins **{tournament.name}**!"
        await self._host.announce(tournament, text)
        await self._refresh(tournament.id)

    async def _close_overdue_round(self, timer: Timer) -> None:
        """The round deadline of tournament `timer.key` passed: end the round's
        unfinished games, a draw where draws score, otherwise the better seed goes
        through. Their results then move the event on as usual (pairing the next round
        sets the next deadline).

        The timer is not written in the same transaction as the tournament, so the
        stored event has the last word: a cancelled or finished event is left alone,
        and a deadline that was moved later sets the timer again for the new time."""
        tournament = await self._store.get(int(timer.key))
        if (
            tournament is None
            or tournament.status != TournamentStatus.RUNNING
            or tournament.round_deadline is None
        ):
            return
        if tournament.round_deadline > self._clock():
            await self._scheduler.schedule(ROUND_DEADLINE, timer.key, tournament.round_deadline)
            return
        snap = await self.snapshot(tournament.id)
        for table in snap.current_tables():
            if table.finished or table.match_id is None:
                continue
            favourite = snap.format.settle_draw(_pairing(table))
            await self._end_quietly(
                table.match_id,
                None if favourite is None else snap.user_of(favourite),
                "the round deadline passed",
                EndHow.TIMEOUT,
            )

    async def _end_quietly(
        self, match_id: int, winner_id: int | None, reason: str, how: EndHow
    ) -> None:
        """End a match (the result comes back through `on_match_ended`); a match that
        already ended meanwhile is left as it is."""
        match = await self._matches.get(match_id)
        if not match.is_ongoing:
            return
        seat = None if winner_id is None else match.seat_of(winner_id)
        with contextlib.suppress(Conflict):
            await self._matches.end_match(match_id, seat, reason, how=how)

    # -------------------------------------------------------- moderator tools

    async def extend_deadline(
        self, tournament_id: int, moderator_id: int, extra: timedelta
    ) -> Tournament:
        tournament = await self._running(tournament_id)
        assert tournament.round_deadline is not None
        deadline = tournament.round_deadline + extra
        await self._store.set_deadline(tournament_id, deadline)
        await self._scheduler.schedule(ROUND_DEADLINE, str(tournament_id), deadline)
        await self._record(
            tournament,
            moderator_id,
            "extend",
            f"round {tournament.current_round} to {deadline:%Y-%m-%d %H:%M} UTC",
        )
        return await self.get(tournament_id)

    async def set_result(
        self, tournament_id: int, moderator_id: int, key: str, winner_id: int | None
    ) -> None:
        """Decide a table: `winner_id` None is a draw. An unfinished game is ended by the
        decision; a finished one is corrected, which an elimination bracket allows only
        while no later table depends on it."""
        tournament = await self._running(tournament_id)
        snap = await self.snapshot(tournament_id)
        table = next((t for t in snap.tables if t.key == key), None)
        if table is None or table.second_seed is None:
            raise NotFound(f"there is no game '{key}' in this tournament")
        players = {snap.user_of(table.first_seed), snap.user_of(table.second_seed)}
        if winner_id is not None and winner_id not in players:
            raise InvalidRequest("the winner must be one of the two players of that game")
        await self._record(tournament, moderator_id, "result", f"{key}: {_winner_words(winner_id)}")
        if not table.finished and table.match_id is not None:
            await self._end_quietly(
                table.match_id, winner_id, "a moderator decided the game", EndHow.MODERATOR
            )
            return
        elimination = snap.format.kind not in (FormatKind.SWISS, FormatKind.ROUND_ROBIN)
        if elimination and table.round != tournament.current_round:
            raise Conflict("later games already depend on that result; it cannot change now")
        winner_seed = None if winner_id is None else snap.seed_of(winner_id)
        if winner_seed is None:
            winner_seed = snap.format.settle_draw(_pairing(table))
        async with self._lock(tournament_id):
            await self._store.finish_table(tournament_id, key, winner_seed)
            await self._refresh(tournament_id)
            await self._advance_if_round_done(tournament_id)

    async def drop(self, tournament_id: int, moderator_id: int, user_id: int) -> None:
        """Take a player out: before the start, off the list; after it, withdrawn (no
        further pairings; a game in progress is lost)."""
        tournament = await self.get(tournament_id)
        if tournament.status == TournamentStatus.REGISTRATION:
            if not await self._store.remove_entrant(tournament_id, user_id):
                raise NotFound("that member is not registered")
        else:
            await self._running(tournament_id)
            if not await self._store.withdraw(tournament_id, user_id):
                raise NotFound("that member is not playing in this tournament")
        await self._record(tournament, moderator_id, "drop", f"<@{user_id}>")
        snap = await self.snapshot(tournament_id)
        table = snap.open_table_of(user_id)
        if table is not None and table.match_id is not None:
            match = await self._matches.get(table.match_id)
            opponent = next(u for u in match.seats.values() if u != user_id)
            await self._end_quietly(
                table.match_id, opponent, "a player withdrew from the tournament", EndHow.MODERATOR
            )
        await self._refresh(tournament_id)

    async def substitute(
        self, tournament_id: int, moderator_id: int, old_id: int, new_id: int
    ) -> None:
        """Give `old_id`'s place (seed, points, bracket position) to `new_id`. A game
        the old player had in progress starts again with the substitute."""
        tournament = await self._running(tournament_id)
        snap = await self.snapshot(tournament_id)
        if snap.seed_of(new_id) is not None:
            raise Conflict("the substitute is already in this tournament")
        table = snap.open_table_of(old_id)
        if not await self._store.substitute(tournament_id, old_id, new_id):
            raise NotFound("that member is not playing in this tournament")
        await self._record(tournament, moderator_id, "substitute", f"<@{old_id}> → <@{new_id}>")
        if table is not None and table.match_id is not None:
            old_match = await self._matches.get(table.match_id)
            async with self._lock(tournament_id):
                await self._store.attach_match(tournament_id, table.key, None)
            await self._end_quietly(old_match.id, None, "a player was substituted", EndHow.ABORT)
            async with self._lock(tournament_id):
                snap = await self.snapshot(tournament_id)
                await self._open_match(
                    snap,
                    _pairing(table),
                    dict(old_match.options),
                )
        await self._refresh(tournament_id)

    async def cancel(self, tournament_id: int, moderator_id: int) -> None:
        tournament = await self.get(tournament_id)
        if tournament.status in (TournamentStatus.FINISHED, TournamentStatus.CANCELLED):
            raise Conflict("this tournament is already over")
        await self._store.set_status(tournament_id, TournamentStatus.CANCELLED)
        await self._scheduler.cancel(ROUND_DEADLINE, str(tournament_id))
        await self._record(tournament, moderator_id, "cancel", "")
        for table in await self._store.tables(tournament_id):
            if not table.finished and table.match_id is not None:
                await self._end_quietly(
                    table.match_id, None, "the tournament was cancelled", EndHow.ABORT
                )
        await self._host.announce(tournament, f"**{tournament.name}** has been cancelled.")
        await self._refresh(tournament_id)

    # ----------------------------------------------------------------- helpers

    async def _refresh(self, tournament_id: int) -> None:
        snap = await self.snapshot(tournament_id)
        message_id = await self._host.refresh(snap)
        if message_id != snap.tournament.message_id:
            await self._store.set_message(tournament_id, message_id)

    async def _running(self, tournament_id: int) -> Tournament:
        tournament = await self.get(tournament_id)
        if tournament.status != TournamentStatus.RUNNING:
            raise Conflict("this tournament is not running")
        return tournament

    async def _record(
        self, tournament: Tournament, moderator_id: int, action: str, detail: str
    ) -> None:
        await self._store.record_action(tournament.id, moderator_id, action, detail, self._clock())


def _pairing(table: TableRecord) -> Table:
    """A stored table as the formats know it."""
    return Table(table.key, table.first_seed, table.second_seed)


def rated_policy(store: SqliteTournamentStore) -> RatedPolicy:
    """The rating policy of the app: every match counts except an unrated tournament's."""

    async def is_rated(match: Match) -> bool:
        return not await store.is_unrated_match(match.id)

    return is_rated


def _seed(tournament: Tournament, label: str) -> int:
    """A match or deal seed that follows from the event's seed and what it is for."""
    return random.Random(f"{tournament.seed}/{label}").getrandbits(31)


def _describe(plan: TournamentPlan) -> str:
    rounds = f" of {plan.swiss_rounds} rounds" if plan.swiss_rounds else ""
    return f"{plan.name}: {plan.game_id}, {plan.format}{rounds}"


def _winner_words(winner_id: int | None) -> str:
    return "draw" if winner_id is None else f"won by <@{winner_id}>"


def _round_text(snap: Snapshot, number: int, tables: list[Table]) -> str:
    lines = [f"**Round {number}** of {snap.tournament.name} is under way."]
    for table in tables:
        first = f"<@{snap.user_of(table.first)}>"
        if table.second is None:
            lines.append(f"`{table.key}` {first} has a bye")
        else:
            lines.append(f"`{table.key}` {first} v <@{snap.user_of(table.second)}>")
    return "\n".join(lines)
