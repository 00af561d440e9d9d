"""Registration: a moderator opens a tournament, members join and leave until it starts.

Creating is the one use case with a post of its own, and the two must not part: the
row is stored first (the post needs its id, for the heading and the buttons), then the
post is made, and a post that fails deletes the row again before the error goes on. So
a refused or failed post leaves no tournament that nobody can join. (Posting first
would need the id before it exists; a pending state would need a sweep to clean it.)
"""

from __future__ import annotations

from datetime import timedelta

from bot.clocks.model import TimeControl
from bot.core.errors import Conflict, InvalidRequest, NotFound
from bot.core.match_terms import member_options
from bot.core.scope import Scope
from bot.tournaments.context import TournamentContext
from bot.tournaments.pairing.formats import FormatKind
from bot.tournaments.records import ActionKind, Tournament, TournamentPlan
from bot.tournaments.storage.tournament_store import AlreadyEntered

MAX_NAME = 80
"""Characters of a tournament name: it heads the post and names every table's thread
(Discord allows 100 there, and the table key follows the name)."""
MAX_TIME_CONTROL = 20
MAX_ROUND_DAYS = 60
MAX_SWISS_ROUNDS = 20


class Registration:
    def __init__(self, context: TournamentContext) -> None:
        self._context = context

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        moderator_id: int,
        plan: TournamentPlan,
        registration: timedelta,
    ) -> Tournament:
        context = self._context
        checked = self._checked_plan(plan)
        now = context.clock()
        tournament = await context.store.create(
            guild_id=guild_id,
            channel_id=channel_id,
            plan=checked,
            seed=context.rng.getrandbits(31),
            registration_ends=now + registration,
            created_by=moderator_id,
            now=now,
        )
        try:
            async with context.locks.hold(tournament.id):
                await context.record(
                    tournament,
                    moderator_id,
                    ActionKind.CREATE,
                    _created(checked),
                )
                await context.refresh(tournament.id)
        except Exception:
            await context.store.delete(tournament.id)
            raise
        return await context.find(guild_id, tournament.id)

    async def create_entered(
        self,
        guild_id: int,
        channel_id: int,
        moderator_id: int,
        plan: TournamentPlan,
        players: list[int],
    ) -> Tournament:
        """A tournament whose field was decided elsewhere (a league's division): stored
        with its entrants and logged in one transaction (which a caller's own joins),
        with no post and no registration; `rounds.start` posts and pairs it."""
        context = self._context
        checked = self._checked_plan(plan)
        now = context.clock()
        async with context.store.transaction(Scope.server(guild_id)):
            tournament = await context.store.create(
                guild_id=guild_id,
                channel_id=channel_id,
                plan=checked,
                seed=context.rng.getrandbits(31),
                registration_ends=now,
                created_by=moderator_id,
                now=now,
            )
            for user_id in players:
                await context.store.add_entrant(tournament.id, user_id, now)
            await context.record(
                tournament,
                moderator_id,
                ActionKind.CREATE,
                _created(checked),
            )
        return tournament

    def _checked_plan(self, plan: TournamentPlan) -> TournamentPlan:
        game = self._context.game(plan.game_id)
        options = member_options(game, plan.options).to_json()
        if plan.format not in set(FormatKind):
            raise InvalidRequest("tourney-unknown-format")
        rounds = plan.swiss_rounds
        if plan.format == FormatKind.SWISS and not (rounds and 1 <= rounds <= MAX_SWISS_ROUNDS):
            raise InvalidRequest("tourney-swiss-rounds", most=MAX_SWISS_ROUNDS)
        if not 1 <= plan.round_days <= MAX_ROUND_DAYS:
            raise InvalidRequest("tourney-round-days", most=MAX_ROUND_DAYS)
        if plan.duplicate_deals and game.shared_deal(options, 0) is None:
            raise InvalidRequest("tourney-no-shared-deal", game=game.title)
        if plan.time_control is not None:
            if len(plan.time_control) > MAX_TIME_CONTROL:
                raise InvalidRequest("tourney-time-control-form")
            TimeControl.parse(plan.time_control)
        return TournamentPlan(
            name=checked_name(plan.name),
            game_id=plan.game_id,
            options=options,
            format=plan.format,
            swiss_rounds=rounds if plan.format == FormatKind.SWISS else None,
            time_control=plan.time_control,
            round_days=plan.round_days,
            rated=plan.rated,
            duplicate_deals=plan.duplicate_deals,
            premoves=plan.premoves,
        )

    async def join(self, guild_id: int, tournament_id: int, user_id: int) -> Tournament:
        context = self._context
        async with context.locks.hold(tournament_id):
            tournament = await self._context.registering(guild_id, tournament_id)
            if context.clock() >= tournament.registration_ends:
                raise Conflict("tourney-registration-closed")
            try:
                await context.store.add_entrant(tournament_id, user_id, context.clock())
            except AlreadyEntered:
                raise Conflict("tourney-already-registered") from None
            await context.refresh(tournament_id)
        return tournament

    async def leave(self, guild_id: int, tournament_id: int, user_id: int) -> Tournament:
        context = self._context
        async with context.locks.hold(tournament_id):
            tournament = await self._context.registering(guild_id, tournament_id)
            if not await context.store.remove_entrant(tournament_id, user_id):
                raise NotFound("tourney-not-registered")
            await context.refresh(tournament_id)
        return tournament


def _created(plan: TournamentPlan) -> dict[str, object]:
    """The log's detail of a `create` (`ActionKind`)."""
    return {
        "name": plan.name,
        "game_id": plan.game_id,
        "format": plan.format,
        "swiss_rounds": plan.swiss_rounds,
    }


def checked_name(name: str) -> str:
    """The name as stored: trimmed, at most `MAX_NAME` characters of printable text; ""
    for none (spaces alone too), which each reader's language words when read
    (`wording.tournament_name`), so no English default is stored."""
    name = name.strip()
    if len(name) > MAX_NAME:
        raise InvalidRequest("tourney-name-too-long", most=MAX_NAME)
    if not name.isprintable():  # also refuses lone surrogates, which SQLite cannot store
        raise InvalidRequest("tourney-name-plain")
    return name
