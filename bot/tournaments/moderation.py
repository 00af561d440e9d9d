"""Moderator tools on a tournament: enter or remove the computer, extend a round, decide
or correct a game, drop or substitute a player, cancel, and read the log. Each action
is written to the tournament's log (ids and values, `ActionKind`) with who and when,
once it has passed every check, and each holds the tournament's lock throughout
(`context.py`).
"""

from __future__ import annotations

from datetime import timedelta

from bot.core.errors import Conflict, InvalidRequest, NotFound
from bot.core.rated_levels import LEVEL_IDS, level_name
from bot.core.records import EndHow
from bot.tournaments.context import TournamentContext
from bot.tournaments.news import Cancelled
from bot.tournaments.pairing.formats import FormatKind
from bot.tournaments.records import ActionKind, ModeratorAction, Tournament, TournamentStatus
from bot.tournaments.rounds import ROUND_DEADLINE, ROUND_TABLES, Rounds, end_quietly
from bot.tournaments.storage.tournament_store import AlreadyEntered
from i18n import Message

MAX_TABLE_KEY = 12
"""A table key as members type it (R2-1, W3-2, L10-4) is far shorter; a longer text is
no key, and is not quoted back."""


class Moderation:
    def __init__(self, context: TournamentContext, rounds: Rounds) -> None:
        self._context = context
        self._rounds = rounds

    async def log(self, guild_id: int, tournament_id: int) -> list[ModeratorAction]:
        await self._context.find(guild_id, tournament_id)
        return await self._context.store.actions(tournament_id)

    async def add_computer(
        self, guild_id: int, tournament_id: int, moderator_id: int, level: str
    ) -> None:
        """Enter the computer at `level` before the start (it is in no tournament
        unless a moderator enters it); each level is an entrant of its own, once."""
        context = self._context
        player = _computer_entrant(level)
        async with context.locks.hold(tournament_id):
            tournament = await context.registering(guild_id, tournament_id)
            try:
                await context.store.add_entrant(tournament_id, player, context.clock())
            except AlreadyEntered:
                raise Conflict("tourney-computer-already-in", level=level_name(level)) from None
            await context.record(
                tournament, moderator_id, ActionKind.ADD_COMPUTER, {"level": level}
            )
            await context.refresh(tournament_id)

    async def remove_computer(
        self, guild_id: int, tournament_id: int, moderator_id: int, level: str
    ) -> None:
        """Take the computer at `level` out, as `drop` takes out a member."""
        try:
            await self.drop(guild_id, tournament_id, moderator_id, _computer_entrant(level))
        except NotFound:
            raise NotFound("tourney-computer-not-in", level=level_name(level)) from None

    async def extend(
        self, guild_id: int, tournament_id: int, moderator_id: int, extra: timedelta
    ) -> Tournament:
        context = self._context
        async with context.locks.hold(tournament_id):
            tournament = await context.running(guild_id, tournament_id)
            assert tournament.round_deadline is not None
            if tournament.round_deadline <= context.clock():
                # The deadline is closing the round (or will the moment its timer
                # fires): an extension now would be told and not kept.
                raise Conflict("tourney-round-closing", round=tournament.current_round)
            deadline = tournament.round_deadline + extra
            await context.store.set_deadline(tournament_id, deadline)
            await context.scheduler.schedule(
                ROUND_DEADLINE, str(tournament_id), deadline, guild_id=guild_id
            )
            await context.record(
                tournament,
                moderator_id,
                ActionKind.EXTEND,
                {"round": tournament.current_round, "deadline": deadline.isoformat()},
            )
            await context.refresh(tournament_id)
            return await context.find(guild_id, tournament_id)

    async def set_result(
        self, guild_id: int, tournament_id: int, moderator_id: int, key: str, winner_id: int | None
    ) -> None:
        """Decide a table: `winner_id` None is a draw. An unfinished game is ended by the
        decision; a finished one is corrected, which an elimination bracket allows only
        while no later table depends on it."""
        context = self._context
        async with context.locks.hold(tournament_id):
            tournament = await context.running(guild_id, tournament_id)
            snap = await context.snapshot(tournament_id)
            table = next((t for t in snap.tables if t.key == key), None)
            if table is None or table.second_seed is None:
                if len(key) > MAX_TABLE_KEY:
                    raise NotFound("tourney-no-such-game")
                raise NotFound("tourney-no-game-named", table=key)
            players = [snap.user_of(table.first_seed), snap.user_of(table.second_seed)]
            if winner_id is not None:
                winner_id = context.seats.entrant(winner_id, players)
            if winner_id is not None and winner_id not in players:
                raise InvalidRequest("tourney-winner-not-a-player")
            elimination = snap.format.kind not in (FormatKind.SWISS, FormatKind.ROUND_ROBIN)
            if table.finished and elimination and table.round != tournament.current_round:
                raise Conflict("tourney-result-settled")
            await self._rounds.impose(snap, table, winner_id, Message("match-reason-moderator"))
            await context.record(  # once taken: a decision refused meanwhile is not logged
                tournament, moderator_id, ActionKind.RESULT, {"table": key, "winner_id": winner_id}
            )

    async def drop(
        self, guild_id: int, tournament_id: int, moderator_id: int, user_id: int
    ) -> None:
        """Take a player out: before the start, off the list; after it, withdrawn (no
        further pairings; a game in progress is lost)."""
        context = self._context
        async with context.locks.hold(tournament_id):
            tournament = await context.find(guild_id, tournament_id)
            if tournament.status == TournamentStatus.REGISTRATION:
                if not await context.store.remove_entrant(tournament_id, user_id):
                    raise NotFound("tourney-member-not-registered")
            else:
                await context.running(guild_id, tournament_id)
                if not await context.store.withdraw(tournament_id, user_id):
                    raise NotFound("tourney-member-not-playing")
            await context.record(tournament, moderator_id, ActionKind.DROP, {"user_id": user_id})
            snap = await context.snapshot(tournament_id)
            table = snap.open_table_of(user_id)
            if table is not None and table.second_seed is not None:
                first = snap.user_of(table.first_seed)
                opponent = snap.user_of(table.second_seed) if first == user_id else first
                await self._rounds.settle(
                    snap, table, opponent, Message("match-reason-withdrew"), EndHow.MODERATOR
                )
            await context.refresh(tournament_id)

    async def substitute(
        self, guild_id: int, tournament_id: int, moderator_id: int, old_id: int, new_id: int
    ) -> None:
        """Give `old_id`'s place (seed, points, bracket position) to `new_id`. A game
        the old player had in progress starts again with the substitute."""
        context = self._context
        async with context.locks.hold(tournament_id):
            tournament = await context.running(guild_id, tournament_id)
            snap = await context.snapshot(tournament_id)
            if snap.seed_of(new_id) is not None:
                raise Conflict("tourney-substitute-already-in")
            table = snap.open_table_of(old_id)
            if not await context.store.substitute(tournament_id, old_id, new_id):
                raise NotFound("tourney-member-not-playing")
            await context.record(
                tournament,
                moderator_id,
                ActionKind.SUBSTITUTE,
                {"leaving_id": old_id, "joining_id": new_id},
            )
            if (
                table is not None
                and table.match_id is not None
                and await self._in_progress(table.match_id)
            ):
                await self._rounds.replay(tournament_id, table.key)
                await end_quietly(
                    context, table.match_id, None, Message("match-reason-substituted"), EndHow.ABORT
                )
            await context.refresh(tournament_id)

    async def _in_progress(self, match_id: int) -> bool:
        """Whether a table's game is still being played: one that has ended (its
        result may still be on its way, as when the round deadline ended it) is not
        replayed, and its result stands."""
        return (await self._context.matches.get(match_id)).is_ongoing

    async def cancel(self, guild_id: int, tournament_id: int, moderator_id: int) -> None:
        context = self._context
        async with context.locks.hold(tournament_id):
            tournament = await context.find(guild_id, tournament_id)
            if tournament.status in (TournamentStatus.FINISHED, TournamentStatus.CANCELLED):
                raise Conflict("tourney-already-over")
            await context.store.set_status(tournament_id, TournamentStatus.CANCELLED)
            await context.scheduler.cancel(ROUND_DEADLINE, str(tournament_id))
            await context.scheduler.cancel(ROUND_TABLES, str(tournament_id))
            await context.record(tournament, moderator_id, ActionKind.CANCEL)
            for table in await context.store.tables(tournament_id):
                if not table.finished and table.match_id is not None:
                    await end_quietly(
                        context,
                        table.match_id,
                        None,
                        Message("match-reason-cancelled"),
                        EndHow.ABORT,
                    )
            await context.host.announce(tournament, Cancelled())
            await context.refresh(tournament_id)


def _computer_entrant(level: str) -> int:
    """The entrant id of the computer at `level` (the id the level is rated under)."""
    if level not in LEVEL_IDS:
        raise InvalidRequest("ai-unknown-level", levels=", ".join(LEVEL_IDS))
    return LEVEL_IDS[level]
