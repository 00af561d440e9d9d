"""The rounds: the start, pairing each round, opening its tables, recording results,
round deadlines, and the champion.

At the start entrants are seeded by rating and round 1 is paired; every table becomes a
match in its own thread, seats as the pairing says: the game's first seat to the
pairing's first player, so a result is read by seat, whoever sits there (a member, or
the bot's own account for a level of the computer, `table_seats.py`). Each
`MatchEnded` of a tournament match records the table's result; when the last table of
a round is done (or the round deadline forces it) the next round is paired, until the
format names a champion.

Pairing stores the round whole (tables and deadline in one transaction) and answers at
once; the slow part, a thread and a board per table, runs afterwards in a background
task (`_open_tables`), so the moderator who pressed start, or the player whose
resignation finished a round, is answered first. A table without a match is simply not
open yet: the opener finds such tables in the store, and a timer set before the round
is stored (`ROUND_TABLES`) runs it again after a restart that interrupted it.

A round's deadline is a timer on the bot's scheduler, keyed by the tournament: pairing
a round sets it, an extension moves it, the event finishing or being cancelled removes
it. So nothing polls for overdue rounds, and a deadline survives restarts as a row.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timedelta

from bot.core.errors import Conflict
from bot.core.events import MatchEnded
from bot.core.records import EndHow, Match, Seat
from bot.core.scope import Scope
from bot.core.storage.timer_store import Timer
from bot.core.worker_pool import run_off_loop
from bot.tournaments.context import TournamentContext
from bot.tournaments.news import Finished, Pairing, RoundBegun, Started
from bot.tournaments.pairing.formats import FormatKind
from bot.tournaments.pairing.model import Table
from bot.tournaments.records import ActionKind, TableRecord, Tournament, TournamentStatus
from bot.tournaments.snapshot import Snapshot
from games import Game
from i18n import Message

log = logging.getLogger(__name__)

MIN_FIELD = 2
ROUND_DEADLINE = "round-deadline"
ROUND_TABLES = "round-tables"
TABLES_RETRY = timedelta(minutes=10)
"""How long an opener may take before its timer, left over from a failure or a crash,
starts another; an opener that finishes removes the timer."""


class Rounds:
    def __init__(self, context: TournamentContext) -> None:
        self._context = context
        self._openers: dict[int, asyncio.Task[None]] = {}
        context.scheduler.on(ROUND_DEADLINE, self._close_overdue_round)
        context.scheduler.on(ROUND_TABLES, self._reopen)

    async def start(self, guild_id: int, tournament_id: int, moderator_id: int) -> Snapshot:
        """Seed the entrants by rating (best first; equal ratings by joining order) and
        pair the first round; its tables open after this returns."""
        context = self._context
        async with context.locks.hold(tournament_id):
            tournament = await context.registering(guild_id, tournament_id)
            entrants = await context.store.entrants(tournament_id)
            if len(entrants) < MIN_FIELD:
                raise Conflict("tourney-too-few-players", least=MIN_FIELD)
            plan = tournament.plan
            strength = {
                e.user_id: (await context.ratings.rating(guild_id, plan.game_id, e.user_id)).mu
                for e in entrants
            }
            seeded = sorted(entrants, key=lambda e: (-strength[e.user_id], e.joined_at))
            started = Snapshot(
                replace(tournament, status=TournamentStatus.RUNNING),
                [replace(e, seed=seed) for seed, e in enumerate(seeded, start=1)],
                [],
            )
            tables = await self._pair(started, 1)
            async with context.store.transaction(Scope.server(tournament.guild_id)):  # or neither
                await self._arm_opener(tournament)
                if not await context.store.start(
                    tournament_id, [e.user_id for e in seeded], self._deadline(started), tables
                ):
                    raise Conflict("tourney-registration-over")  # another process started it
                await context.record(
                    tournament, moderator_id, ActionKind.START, {"players": len(entrants)}
                )
            await context.host.announce(tournament, Started(len(entrants)))
            await self._round_stored(started, 1, tables)
            await context.refresh(tournament_id)
            return await context.snapshot(tournament_id)

    async def settled(self) -> None:
        """Wait until every table being opened is open (tests, and a clean shutdown)."""
        while self._openers:
            await asyncio.gather(*self._openers.values(), return_exceptions=True)

    # ------------------------------------------------------- pairing a round

    async def _begin_round(self, tournament_id: int, number: int) -> None:
        """Pair round `number` and have its tables opened; finish the event if there is
        none. Runs under the tournament's lock."""
        snap = await self._context.snapshot(tournament_id)
        tables = await self._pair(snap, number)
        if not tables:
            await self._finish(snap)
            return
        store = self._context.store
        async with store.transaction(Scope.server(snap.tournament.guild_id)):  # or neither
            if _results(await store.tables(tournament_id)) != _results(snap.tables):
                return  # a result changed meanwhile (another process): its writer pairs
            if not await store.begin_round(tournament_id, number, self._deadline(snap), tables):
                return  # another process paired it
            await self._arm_opener(snap.tournament)
        await self._round_stored(snap, number, tables)

    @staticmethod
    async def _pair(snap: Snapshot, number: int) -> list[TableRecord]:
        """Round `number`'s tables as stored: a bye is finished at once, won by its
        player."""
        # Pairing a big Swiss field is CPU work (bench/swiss_pairing.py): in a worker.
        tables = await run_off_loop(snap.format.next_tables, number, snap.progress())
        return [
            TableRecord(
                t.key, number, t.first, t.second, None, t.is_bye, t.first if t.is_bye else None
            )
            for t in tables
        ]

    def _deadline(self, snap: Snapshot) -> datetime:
        return self._context.clock() + timedelta(days=snap.tournament.plan.round_days)

    async def _arm_opener(self, tournament: Tournament) -> None:
        """Set the opener's timer, before a round is stored and until its tables are
        open: whatever stops the opener (a failure, a restart), the timer starts
        another."""
        due = self._context.clock() + TABLES_RETRY
        await self._context.scheduler.schedule(
            ROUND_TABLES, str(tournament.id), due, guild_id=tournament.guild_id
        )

    async def _round_stored(self, snap: Snapshot, number: int, tables: list[TableRecord]) -> None:
        """Announce a stored round, have its tables opened, and move on at once if byes
        decided it all."""
        pairings = tuple(
            Pairing(
                t.key,
                snap.user_of(t.first_seed),
                None if t.second_seed is None else snap.user_of(t.second_seed),
            )
            for t in tables
        )
        await self._context.host.announce(snap.tournament, RoundBegun(number, pairings))
        self._open_later(snap.tournament.id)
        await self._advance_if_round_done(snap.tournament.id)

    def _open_later(self, tournament_id: int) -> None:
        """Open the round's tables in a background task, after the one already opening
        this tournament's tables (so no table is opened twice)."""
        previous = self._openers.get(tournament_id)
        task = asyncio.create_task(
            self._open_tables_or_log(tournament_id, previous),
            name=f"tournament-{tournament_id}-tables",
        )
        self._openers[tournament_id] = task

        def forget(done: asyncio.Task[None]) -> None:
            if self._openers.get(tournament_id) is done:
                del self._openers[tournament_id]

        task.add_done_callback(forget)

    async def _reopen(self, timer: Timer) -> None:
        """The opener's timer fired: a failure or a restart stopped it; run it again."""
        self._open_later(int(timer.key))

    async def _open_tables_or_log(
        self, tournament_id: int, previous: asyncio.Task[None] | None
    ) -> None:
        """`_open_tables` in the background: a failure (Discord refusing a thread) is
        logged, and the opener's timer (`ROUND_TABLES`) runs it again later."""
        if previous is not None:
            await previous
        try:
            await self._open_tables(tournament_id)
        except Exception:
            log.exception(
                "opening the tables of tournament %d failed; they open again in %s",
                tournament_id,
                TABLES_RETRY,
            )

    async def _open_tables(self, tournament_id: int) -> None:
        context = self._context
        tournament = await context.store.get(tournament_id)
        if tournament is None:
            return
        await self._arm_opener(tournament)
        if tournament.status == TournamentStatus.RUNNING and tournament.round_deadline is not None:
            # The round's deadline timer is set here, from the stored round, so a round
            # stored just before a crash still gets it when the opener runs again.
            await context.scheduler.schedule(
                ROUND_DEADLINE,
                str(tournament_id),
                tournament.round_deadline,
                guild_id=tournament.guild_id,
            )
        while (table := await self._next_unopened(tournament_id)) is not None:
            await self._open_table(tournament_id, table)
        await context.scheduler.cancel(ROUND_TABLES, str(tournament_id))

    async def _next_unopened(self, tournament_id: int) -> TableRecord | None:
        snap = await self._context.snapshot(tournament_id)
        if snap.tournament.status != TournamentStatus.RUNNING:
            return None
        return next(
            (
                t
                for t in snap.current_tables()
                if not t.finished and t.match_id is None and t.second_seed is not None
            ),
            None,
        )

    async def _open_table(self, tournament_id: int, table: TableRecord) -> None:
        """Start the match of a table in a thread of its own: the first seat of the game
        goes to the pairing's first player. The thread opens outside the lock (it is
        slow); the match is made under it, if the table still wants one."""
        context = self._context
        snap = await context.snapshot(tournament_id)
        tournament = snap.tournament
        assert table.second_seed is not None
        players = [snap.user_of(table.first_seed), snap.user_of(table.second_seed)]
        thread_id = await context.host.open_table(tournament, table.key, players)
        async with context.locks.hold(tournament_id):
            snap = await context.snapshot(tournament_id)
            current = next(t for t in snap.tables if t.key == table.key)
            seeds = (current.first_seed, current.second_seed)
            seated = [snap.user_of(seed) for seed in seeds if seed is not None]
            if (
                snap.tournament.status != TournamentStatus.RUNNING
                or current.finished
                or current.match_id is not None
                or seated != players  # a substitute came in meanwhile: a new thread
            ):
                return
            game = context.game(tournament.plan.game_id)
            entrants = dict(zip(game.seats, players, strict=True))

            async def attach(made: Match) -> None:
                await context.store.attach_match(tournament_id, table.key, made.id)
                await context.seats.seated(made, entrants)

            match = await context.matches.create_match(
                tournament.guild_id,
                thread_id,
                tournament.plan.game_id,
                table_options(game, tournament, table.round),
                context.rng.getrandbits(31),
                context.seats.accounts(entrants),
                origin="tournament",
                time_control=tournament.plan.time_control,
                also=attach,
            )
        try:
            await context.host.show_match(match)
        finally:  # the computer's first move never comes before the first board
            await context.seats.begin(match)

    # ------------------------------------------------------------ results

    async def on_match_ended(self, event: MatchEnded) -> None:
        """Record the result of a tournament match and move the event on."""
        context = self._context
        found = await context.store.table_of_match(event.match.id)
        if found is None:
            return
        tournament_id, _ = found
        async with context.locks.hold(tournament_id):
            found = await context.store.table_of_match(event.match.id)
            snap = await context.snapshot(tournament_id)
            if found is None or snap.tournament.status != TournamentStatus.RUNNING:
                return
            _, table = found
            if table.finished:
                return
            if event.how is EndHow.ABORT:
                # A tournament game cannot be called off: it starts again at the table.
                await self.replay(tournament_id, table.key)
                return
            await self.decide(snap, table, self._winner_seed(snap, table, event))

    async def decide(
        self,
        snap: Snapshot,
        table: TableRecord,
        winner_seed: int | None,
        *,
        correcting: bool = False,
    ) -> bool:
        """Record a table's result (a moderator's, `correcting`, whatever it had; in a
        bracket only while its round is current) and move the event on; under the
        lock. False if the table was decided first, or the bracket moved on, in another
        process: the stored result stands and that process moves the event on."""
        tournament_id = snap.tournament.id
        elimination = snap.format.kind not in (FormatKind.SWISS, FormatKind.ROUND_ROBIN)
        stored = await self._context.store.finish_table(
            tournament_id,
            table.key,
            winner_seed,
            correcting=correcting,
            while_round=table.round if elimination else None,
        )
        if not stored:
            return False
        await self._context.refresh(tournament_id)
        await self._advance_if_round_done(tournament_id)
        return True

    async def replay(self, tournament_id: int, key: str) -> None:
        """Detach the table's match (its end no longer counts) and open a new one with
        whoever sits at the table now; under the lock."""
        await self._context.store.attach_match(tournament_id, key, None)
        self._open_later(tournament_id)

    def _winner_seed(self, snap: Snapshot, table: TableRecord, event: MatchEnded) -> int | None:
        winner_seat = event.outcome.winner
        if winner_seat is None:
            return snap.format.settle_draw(as_pairing(table))
        return seed_at(self._context.game(event.match.game_id), table, winner_seat)

    async def _advance_if_round_done(self, tournament_id: int) -> None:
        snap = await self._context.snapshot(tournament_id)
        if snap.tournament.status != TournamentStatus.RUNNING:
            return
        if any(not t.finished for t in snap.current_tables()):
            return
        if snap.format.champion(snap.progress()) is not None:
            await self._finish(snap)
            return
        await self._begin_round(tournament_id, snap.tournament.current_round + 1)

    async def _finish(self, snap: Snapshot) -> None:
        context = self._context
        tournament = snap.tournament
        champion = snap.format.champion(snap.progress())
        champion_id = None if champion is None else snap.user_of(champion)
        if not await context.store.finish(tournament.id, champion_id):
            return  # another process finished it
        await context.scheduler.cancel(ROUND_DEADLINE, str(tournament.id))
        await context.host.announce(tournament, Finished(champion_id))
        await context.refresh(tournament.id)

    async def _close_overdue_round(self, timer: Timer) -> None:
        """The round deadline of tournament `timer.key` passed: end the round's
        unfinished games, a draw where draws score, otherwise the better seed goes
        through (pairing the next round sets the next deadline).

        The timer is not written in the same transaction as the tournament, so the
        stored event has the last word: a cancelled or finished event is left alone,
        and a deadline that was moved later sets the timer again for the new time."""
        context = self._context
        tournament_id = int(timer.key)
        async with context.locks.hold(tournament_id):
            tournament = await context.store.get(tournament_id)
            if (
                tournament is None
                or tournament.status != TournamentStatus.RUNNING
                or tournament.round_deadline is None
            ):
                return
            if tournament.round_deadline > context.clock():
                await context.scheduler.schedule(
                    ROUND_DEADLINE,
                    timer.key,
                    tournament.round_deadline,
                    guild_id=tournament.guild_id,
                )
                return
            snap = await context.snapshot(tournament_id)
            for key in [t.key for t in snap.current_tables()]:
                # Each decision may end the round and pair the next: read afresh.
                snap = await context.snapshot(tournament_id)
                table = next(t for t in snap.tables if t.key == key)
                if snap.tournament.status != TournamentStatus.RUNNING:
                    return
                favourite = snap.format.settle_draw(as_pairing(table))
                winner_id = None if favourite is None else snap.user_of(favourite)
                await self.settle(
                    snap, table, winner_id, Message("match-reason-round-deadline"), EndHow.DEADLINE
                )

    async def settle(
        self,
        snap: Snapshot,
        table: TableRecord,
        winner_id: int | None,
        reason: Message,
        how: EndHow,
    ) -> None:
        """Decide an unfinished table from outside its game, under the lock: its match
        is ended (the result comes back through `on_match_ended`); a table whose match
        is not open yet is decided directly. A finished table is left alone, and so is
        a game that ended first: its own result is recorded now, should its
        `MatchEnded` still be on its way or have been lost with a process that died."""
        if table.finished or table.second_seed is None:
            return
        winner_seed = None if winner_id is None else snap.seed_of(winner_id)
        if table.match_id is None:
            await self.decide(snap, table, winner_seed)
            return
        match = await self._context.matches.get(table.match_id)
        if not match.is_ongoing and match.result is not None:
            await self.on_match_ended(MatchEnded(match, match.result))
            return
        await self._end_match(snap, table, winner_seed, reason, how)

    async def impose(
        self, snap: Snapshot, table: TableRecord, winner_id: int | None, reason: Message
    ) -> None:
        """A moderator's decision, under the lock: the table's result whatever its game
        did meanwhile (a game still going is ended by it; one the round deadline ended
        just before, its result still on its way, is overruled), unless the bracket
        moved on from it meanwhile (`Conflict`). Either way the table then says what
        the moderator was told: the decision, or the result that stands."""
        winner_seed = None if winner_id is None else snap.seed_of(winner_id)
        if not table.finished and table.match_id is not None:
            await self._end_match(snap, table, winner_seed, reason, EndHow.MODERATOR)
            snap = await self._context.snapshot(snap.tournament.id)
            table = next(t for t in snap.tables if t.key == table.key)
        if winner_seed is None:
            winner_seed = snap.format.settle_draw(as_pairing(table))
        if _has(table, winner_seed):
            return  # its end came back (inline, or in another process) with this decision
        # Else corrected: even a result another process recorded just now.
        if await self.decide(snap, table, winner_seed, correcting=True):
            return
        tables = await self._context.store.tables(snap.tournament.id)
        if _has(next(t for t in tables if t.key == table.key), winner_seed):
            return  # the bracket moved on with this result, come from the game's end
        raise Conflict("tourney-result-settled")

    async def _end_match(
        self,
        snap: Snapshot,
        table: TableRecord,
        winner_seed: int | None,
        reason: Message,
        how: EndHow,
    ) -> None:
        """End the table's match with `winner_seed` (None: no winner) on its seat."""
        assert table.match_id is not None
        game = self._context.game(snap.tournament.plan.game_id)
        seat = None if winner_seed is None else seat_of(game, table, winner_seed)
        await end_quietly(self._context, table.match_id, seat, reason, how)


async def end_quietly(
    context: TournamentContext, match_id: int, winner: Seat | None, reason: Message, how: EndHow
) -> None:
    """End a match (`winner` None: without one); one that already ended meanwhile is
    left as it is."""
    match: Match = await context.matches.get(match_id)
    if not match.is_ongoing:
        return
    with contextlib.suppress(Conflict):
        await context.matches.end_match(match_id, winner, reason, how=how)


def seat_of(game: Game, table: TableRecord, seed: int) -> Seat:
    """The seat `seed` plays at `table` (the first seat is the pairing's first player)."""
    return game.seats[0] if seed == table.first_seed else game.seats[1]


def seed_at(game: Game, table: TableRecord, seat: Seat) -> int | None:
    """The seed playing `seat` at `table`, as `seat_of` seated it."""
    return table.first_seed if seat == game.seats[0] else table.second_seed


def table_options(game: Game, tournament: Tournament, round_number: int) -> dict:
    """The game options of every table of a round: the event's, with the round's deal
    when duplicate deals are on (the same for every table, and for a replayed game; the
    game decides what a shared deal is, `Game.shared_deal`)."""
    options = dict(tournament.plan.options)
    if tournament.plan.duplicate_deals:
        label = f"{tournament.seed}/round {round_number}"
        deal = game.shared_deal(options, random.Random(label).getrandbits(31))
        if deal is not None:
            options = deal.to_json()
    return options


def _has(table: TableRecord, winner_seed: int | None) -> bool:
    """Whether the table is decided with `winner_seed` (None: a draw)."""
    return table.finished and table.winner_seed == winner_seed


def _results(tables: Sequence[TableRecord]) -> list[tuple[str, bool, int | None]]:
    """What pairing the next round reads of the tables: each one's result."""
    return sorted((t.key, t.finished, t.winner_seed) for t in tables)


def as_pairing(table: TableRecord) -> Table:
    """A stored table as the formats know it."""
    return Table(table.key, table.first_seed, table.second_seed)
