"""Team battles as use cases, transport-free: a moderator opens a battle between two or
more Discord roles for a while; a member of a team role joins (one with two team roles
chooses which); whenever a player is free they are paired, arena-style, with the
longest-waiting free player of another team (`arena.py`), each game a match in a
thread of its own; a team scores the points of its best `top` players; when the time
is up (a `team-battle-end` timer) the battle finishes with the winning team and its top
scorers. Games still going then do not count.

The lock rule is the tournaments': every change of a battle holds its lock from its
first read to its last write (a join, a game's end and the end timer never
interleave), and every battle id a member passes is looked up with the server it came
from. A game is stored in its match's transaction with both players marked as playing,
and counted once (`finish_game`); the end timer reads the stored battle first, so a
second firing changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import replace
from datetime import timedelta

import games
from bot.clocks.model import TimeControl
from bot.core.errors import Conflict, InvalidRequest, NotFound
from bot.core.events import MatchEnded
from bot.core.match_terms import member_options
from bot.core.matches import MatchService
from bot.core.records import EndHow, Match
from bot.core.scheduler import Scheduler
from bot.core.storage.timer_store import Timer
from bot.core.time_source import TimeSource
from bot.team_battles.arena import TeamScore, Waiting, pairs, scores
from bot.team_battles.host import BattleHost
from bot.team_battles.records import Battle, BattlePlan, BattleStatus, Player
from bot.team_battles.storage.battle_store import AlreadyPlaying, SqlBattleStore
from bot.tournaments.locks import TournamentLocks
from bot.tournaments.registration import MAX_TIME_CONTROL
from games import Game

BATTLE_END = "team-battle-end"
ORIGIN = "team-battle"
MIN_TEAMS, MAX_TEAMS = 2, 6
MAX_MINUTES = 7 * 24 * 60
MAX_TOP = 50
WIN, DRAW = 2, 1


class TeamBattles:
    def __init__(
        self,
        store: SqlBattleStore,
        matches: MatchService,
        host: BattleHost,
        *,
        clock: TimeSource,
        scheduler: Scheduler,
        rng: random.Random,
        game_lookup: Callable[[str], Game] = games.get,
    ) -> None:
        self._store = store
        self._matches = matches
        self._host = host
        self._clock = clock
        self._scheduler = scheduler
        self._rng = rng
        self._game = game_lookup
        self.locks = TournamentLocks()
        """Keyed by battle id: the tournaments' re-entrant per-key lock."""
        scheduler.on(BATTLE_END, self._on_end)

    # ------------------------------------------------------------ creating

    async def create(
        self, guild_id: int, channel_id: int, moderator_id: int, plan: BattlePlan, minutes: int
    ) -> Battle:
        """Open the battle and post it; a post that fails removes the battle again."""
        checked = self._checked(plan, minutes)
        now = self._clock()
        battle = await self._store.create(
            guild_id=guild_id,
            channel_id=channel_id,
            plan=checked,
            ends_at=now + timedelta(minutes=minutes),
            created_by=moderator_id,
            now=now,
        )
        try:
            async with self.locks.hold(battle.id):
                await self._refresh(battle)
        except Exception:
            await self._store.delete(battle.id)
            raise
        await self._scheduler.schedule(
            BATTLE_END, str(battle.id), battle.ends_at, guild_id=guild_id
        )
        return battle

    def _checked(self, plan: BattlePlan, minutes: int) -> BattlePlan:
        game = self._game(plan.game_id)
        options = member_options(game, plan.options).to_json()
        teams = tuple(dict.fromkeys(plan.teams))
        if not MIN_TEAMS <= len(teams) <= MAX_TEAMS:
            raise InvalidRequest("battle-teams", least=MIN_TEAMS, most=MAX_TEAMS)
        if not 1 <= minutes <= MAX_MINUTES:
            raise InvalidRequest("battle-minutes", most=MAX_MINUTES)
        if not 1 <= plan.top <= MAX_TOP:
            raise InvalidRequest("battle-top", most=MAX_TOP)
        if plan.time_control is not None:
            if len(plan.time_control) > MAX_TIME_CONTROL:
                raise InvalidRequest("tourney-time-control-form")
            TimeControl.parse(plan.time_control)
        return replace(plan, options=options, teams=teams)

    # ------------------------------------------------------------ joining

    async def join(
        self, guild_id: int, battle_id: int, user_id: int, roles: Iterable[int], team: int | None
    ) -> int | tuple[int, ...]:
        """Enter the battle for `team`, or for the one team role among the member's
        `roles`; the team joined, or (nothing joined) the teams to choose from when
        the member holds several."""
        async with self.locks.hold(battle_id):
            battle = await self._running(guild_id, battle_id)
            mine = tuple(t for t in battle.plan.teams if t in set(roles))
            if not mine:
                raise Conflict("battle-no-team")
            if team is None and len(mine) > 1:
                return mine
            chosen = mine[0] if team is None else team
            if chosen not in mine:
                raise Conflict("battle-no-team")
            try:
                await self._store.add_player(battle_id, user_id, chosen, self._clock())
            except AlreadyPlaying:
                raise Conflict("battle-already-in") from None
            await self._pair(battle)
            await self._refresh(battle)
            return chosen

    # ------------------------------------------------------------ games

    async def _pair(self, battle: Battle) -> None:
        """Pair every free player who has someone to play; under the lock."""
        players = await self._store.players(battle.id)
        waiting = [
            Waiting(p.user_id, p.role_id, p.free_since, p.last_opponent)
            for p in players
            if p.free_since is not None
        ]
        for first, second in pairs(waiting):
            await self._start_game(battle, [first.user_id, second.user_id])

    async def _start_game(self, battle: Battle, players: list[int]) -> None:
        self._rng.shuffle(players)
        thread_id = await self._host.open_game(battle, players)
        game = self._game(battle.plan.game_id)

        async def record(made: Match) -> None:
            await self._store.start_game(battle.id, made.id, players)

        match = await self._matches.create_match(
            battle.guild_id,
            thread_id,
            battle.plan.game_id,
            dict(battle.plan.options),
            self._rng.getrandbits(31),
            dict(zip(game.seats, players, strict=True)),
            origin=ORIGIN,
            time_control=battle.plan.time_control,
            also=record,
        )
        await self._host.show_match(match)

    async def on_match_ended(self, event: MatchEnded) -> None:
        """Count a battle's game once, and pair its players again while it runs."""
        found = await self._store.game_of_match(event.match.id)
        if found is None:
            return
        battle_id, first, second, counted = found
        if counted:
            return
        async with self.locks.hold(battle_id):
            battle = await self._store.get(battle_id)
            if battle is None or battle.status != BattleStatus.RUNNING:
                return
            points = self._points(event, first, second)
            if not await self._store.finish_game(battle_id, event.match.id, points, self._clock()):
                return
            await self._pair(battle)
            await self._refresh(battle)

    @staticmethod
    def _points(event: MatchEnded, first: int, second: int) -> list[tuple[int, int]]:
        if event.how is EndHow.ABORT:
            return [(first, 0), (second, 0)]
        winner = event.outcome.winner
        if winner is None:
            return [(first, DRAW), (second, DRAW)]
        won = event.match.seats[winner]
        return [(user, WIN if user == won else 0) for user in (first, second)]

    # ------------------------------------------------------------ ending

    async def _on_end(self, timer: Timer) -> None:
        battle_id = int(timer.key)
        async with self.locks.hold(battle_id):
            battle = await self._store.get(battle_id)
            if battle is None or battle.status != BattleStatus.RUNNING:
                return
            if battle.ends_at > self._clock():
                await self._scheduler.schedule(
                    BATTLE_END, timer.key, battle.ends_at, guild_id=battle.guild_id
                )
                return
            await self._close(battle, BattleStatus.FINISHED)

    async def cancel(self, guild_id: int, battle_id: int, moderator_id: int) -> None:
        """Call the battle off: no more games, nothing announced as won."""
        del moderator_id
        async with self.locks.hold(battle_id):
            battle = await self._running(guild_id, battle_id)
            await self._close(battle, BattleStatus.CANCELLED)

    async def _close(self, battle: Battle, status: BattleStatus) -> None:
        if not await self._store.close(battle.id, status):
            return
        await self._scheduler.cancel(BATTLE_END, str(battle.id))
        closed = replace(battle, status=status)
        standings = await self.standings(closed)
        await self._refresh(closed)
        if status == BattleStatus.FINISHED:
            await self._host.finished(closed, standings)

    # ------------------------------------------------------------ reading

    async def get(self, guild_id: int, battle_id: int) -> Battle:
        battle = await self._store.get(battle_id)
        if battle is None or battle.guild_id != guild_id:
            raise NotFound("battle-not-found", id=str(battle_id))
        return battle

    async def in_guild(self, guild_id: int) -> list[Battle]:
        return await self._store.in_guild(guild_id)

    async def players(self, battle_id: int) -> list[Player]:
        return await self._store.players(battle_id)

    async def standings(self, battle: Battle) -> list[TeamScore]:
        players = await self._store.players(battle.id)
        points = {p.user_id: (p.role_id, p.points) for p in players}
        return scores(points, battle.plan.teams, battle.plan.top)

    async def _running(self, guild_id: int, battle_id: int) -> Battle:
        battle = await self.get(guild_id, battle_id)
        if battle.status != BattleStatus.RUNNING:
            raise Conflict("battle-over")
        return battle

    async def _refresh(self, battle: Battle) -> None:
        current = await self._store.get(battle.id)
        assert current is not None
        message_id = await self._host.refresh(current, await self.standings(current))
        if message_id != current.message_id:
            await self._store.set_message(battle.id, message_id)
