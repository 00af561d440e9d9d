"""`PrivacyService`: what the bot keeps about a member, their export, forgetting them,
and a server's data when the bot leaves it. Transport-free: it returns facts, and the
Discord side (`bot/privacy/discord/`) words them.

Forgetting a member first ends what is under way, as the member could have done
themselves: they withdraw from each tournament taking players or running (a game in
progress there is decided as a withdrawal) and resign every other ongoing match, so
the opponents hear of it as of any resignation and the ratings and brackets settle.
Once the events of those endings have been handled (ratings, the next round), one
transaction erases the member everywhere the inventory says: their own rows deleted,
their id in the history others keep (finished matches, brackets, logs) replaced by a
one-way pseudonym. A crash in that transaction leaves every row as it was, and asking
again finishes the job. Then each feature's memory of the member is dropped, so their
next interaction starts from nothing.

A server that removes the bot keeps its data for the retention period, in case the
bot is added back (which cancels the purge); a timer then purges it, once, whatever
restarts or double firings happen. Its owner may purge at once.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from bot.core.background import BackgroundTasks
from bot.core.errors import ServiceError
from bot.core.events import match_key
from bot.core.matches import MatchService
from bot.core.pseudonyms import pseudonym
from bot.core.scheduler import Scheduler
from bot.core.storage.timer_store import Timer
from bot.core.time_source import TimeSource
from bot.privacy.memory import RemembersMembers, RemembersServers
from bot.privacy.storage.privacy_store import SqlPrivacyStore
from bot.tournaments.service import TournamentService

PURGE = "server-purge"
"""The timer kind that purges a server the bot left; keyed by the server's id."""

RETENTION = timedelta(days=30)
"""How long a server's data outlives the bot's removal by default (`RETENTION_DAYS`)."""


@dataclass(frozen=True, slots=True)
class Export:
    """Everything stored about a member: rows by table, as the inventory exports them."""

    user_id: int
    tables: dict[str, list[dict[str, Any]]]

    def count(self, table: str) -> int:
        return len(self.tables.get(table, ()))


@dataclass(frozen=True, slots=True)
class AtStake:
    """What forgetting a member ends on the way: their ongoing matches (resigned, or
    decided as a withdrawal) and the tournaments under way they leave."""

    matches: int
    tournaments: int


class PrivacyService:
    def __init__(  # noqa: PLR0917 (the ports of one use case)
        self,
        store: SqlPrivacyStore,
        matches: MatchService,
        tournaments: TournamentService,
        scheduler: Scheduler,
        tasks: BackgroundTasks,
        clock: TimeSource,
        *,
        retention: timedelta = RETENTION,
        members: Sequence[RemembersMembers] = (),
        servers: Sequence[RemembersServers] = (),
    ) -> None:
        self._store = store
        self._matches = matches
        self._tournaments = tournaments
        self._scheduler = scheduler
        self._tasks = tasks
        self._clock = clock
        self.retention = retention
        self._members = tuple(members)
        self._servers = tuple(servers)
        scheduler.on(PURGE, self._purge_due)
        self._hearing = store.listen_forgotten(self._forgotten_elsewhere, self._deaf)

    @property
    def hearing(self) -> bool:
        """Whether every process's erasure reaches this one now."""
        return self._hearing.hearing

    def _forgotten_elsewhere(self, user_id: int) -> None:
        """A member forgotten everywhere, by any process: what this process keeps of
        them in memory (of its own servers' rows) goes too."""
        for memory in self._members:
            memory.forget_member(user_id, None)

    def _deaf(self) -> None:
        for memory in self._members:
            memory.forget_everyone()

    # ------------------------------------------------------------------ a member

    async def export(self, user_id: int) -> Export:
        return Export(user_id, await self._store.export(user_id))

    async def holds_anything(self, user_id: int, guild_id: int) -> bool:
        """Whether the server's rows hold anything of the member."""
        return await self._store.holds_anything(user_id, guild_id)

    async def at_stake(self, user_id: int, *, guild_id: int | None = None) -> AtStake:
        """What `forget` would end now (the confirming question lists it)."""
        matches = await self._store.ongoing_matches(user_id, guild_id)
        tournaments = await self._store.tournaments_under_way(user_id, guild_id)
        return AtStake(len(matches), len(tournaments))

    async def forget(self, user_id: int, *, guild_id: int | None = None) -> AtStake:
        """Forget the member everywhere, or (a moderator's request) in `guild_id` only;
        what it ended on the way."""
        ongoing = await self._store.ongoing_matches(user_id, guild_id)
        left = 0
        for server, tournament_id in await self._store.tournaments_under_way(user_id, guild_id):
            with contextlib.suppress(ServiceError):  # it ended meanwhile
                await self._tournaments.moderation.drop(server, tournament_id, user_id, user_id)
                left += 1
        for match_id in await self._store.ongoing_matches(user_id, guild_id):
            with contextlib.suppress(ServiceError):  # it ended meanwhile
                await self._matches.resign(match_id, user_id)
        await self._tasks.settled(match_key(match_id) for match_id in ongoing)
        await self._store.erase(user_id, pseudonym(user_id), guild_id)  # locks what it touches
        for memory in self._members:
            memory.forget_member(user_id, guild_id)
        return AtStake(len(ongoing), left)

    # ------------------------------------------------------------------ a server

    async def server_left(self, guild_id: int) -> None:
        """The bot was removed from the server: its data goes after the retention."""
        due = self._clock() + self.retention
        await self._scheduler.schedule(PURGE, str(guild_id), due, guild_id=guild_id)

    async def server_back(self, guild_id: int) -> None:
        """The bot was added (back) to the server: nothing is purged."""
        await self._scheduler.cancel(PURGE, str(guild_id))

    async def servers_present(self, guild_ids: Iterable[int]) -> None:
        """The bot starts in these servers: a return while it was down brought no
        join event, so a purge still pending for any of them is cancelled here."""
        present = {str(guild_id) for guild_id in guild_ids}
        for key in await self._scheduler.keys(PURGE):
            if key in present:
                await self._scheduler.cancel(PURGE, key)

    async def purge(self, guild_id: int) -> None:
        """Delete everything the server's rows hold, now."""
        async with self._store.transaction():
            await self._scheduler.cancel(PURGE, str(guild_id))
            await self._store.purge(guild_id)
        self._forget_server(guild_id)

    async def _purge_due(self, timer: Timer) -> None:
        guild_id = int(timer.key)
        async with self._store.transaction():
            if not await self._scheduler.take(timer):
                return
            await self._store.purge(guild_id)
        self._forget_server(guild_id)

    def _forget_server(self, guild_id: int) -> None:
        for memory in self._servers:
            memory.forget_server(guild_id)
