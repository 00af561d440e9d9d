"""`create_bot(settings)`: the discord.py bot with its database, services and cogs.

Every service and store is built once, in `setup_hook`, by the composition root
(`Services.build`, `bot/services.py`), which is handed the two Discord adapters the
services talk through (the courier and the tournament host). Each feature is then a
discord.py extension listed in `EXTENSIONS`: its `async def setup(bot)` adds its cogs
and registers its persistent buttons (`bot.add_dynamic_items`), taking the services it
needs from `bot.services`; no feature builds a store or looks another one up. A feature
that waits for a moment registers a handler on the shared `bot.services.scheduler`; the
bot starts that loop after the last extension is loaded. Boards, images and pairings
are made in the bot's worker pool (processes, one per core; `bot/core/worker_pool.py`),
started and installed here and closed with the bot. A feature that wants a line on
every board message (the clocks do) appends a `BoardNotes` provider to
`bot.note_providers` in its setup.

With `SHARD_COUNT` set the bot is an `AutoShardedBot` for the shards in `SHARD_IDS`
(`ShardedBoardroomBot`): several processes, one per group of shards, share one
database, and each one's scheduler fires only its own servers' timers.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Awaitable, Callable

import discord
from discord.ext import commands

from bot.clocks.buttons import claim_view
from bot.core.command_translator import CatalogueTranslator
from bot.core.database import Database
from bot.core.interaction_errors import on_app_command_error
from bot.core.records import Match
from bot.core.time_source import TimeSource
from bot.core.worker_pool import WorkerPool, install
from bot.leagues.discord.host import DiscordLeagueHost
from bot.notifications.courier import DiscordCourier
from bot.services import Services
from bot.settings import Settings
from bot.tournaments.discord_host import DiscordTournamentHost

log = logging.getLogger(__name__)

BoardNotes = Callable[[Match], Awaitable[list[str]]]
"""Lines a feature adds under the status of every board message (e.g. the clocks)."""

EXTENSIONS: list[str] = [
    "bot.challenges.cog",
    "bot.play.cog",
    "bot.clocks.cog",
    "bot.notifications.cog",
    "bot.ratings.cog",
    "bot.tournaments.cog",
    "bot.leagues.discord.cog",
    "bot.moderation.cog",
    "bot.guide.cog",
    "bot.computer.cog",
    "bot.languages.cog",
]


class BoardroomBot(commands.Bot):
    """A `commands.Bot` that owns the database and the services for its lifetime."""

    services: Services

    def __init__(
        self, settings: Settings, clock: TimeSource, rng: random.Random, **sharding: object
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False),
            **sharding,
        )
        self.settings = settings
        self.note_providers: list[BoardNotes] = []
        self.workers = WorkerPool()
        """The processes boards, images and pairings are made in (never the event loop)."""
        self._clock = clock
        self._rng = rng

    async def setup_hook(self) -> None:
        database = await Database.open(self.settings.database_url)
        self.services = Services.build(
            database,
            self._clock,
            self._rng,
            courier=DiscordCourier(self, claim_view),
            host=DiscordTournamentHost(self),
            league_host=DiscordLeagueHost(self),
            shards=self.settings.shards,
        )
        self.services.thinking.start()
        self.workers.start()
        install(self.workers)
        self.tree.error(on_app_command_error)
        await self.tree.set_translator(CatalogueTranslator())
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        # Only now: a timer that fell due while the bot was down fires on the first
        # look, and its kind's handler must be registered by then, not dropped.
        self.services.scheduler.start()
        await self._sync_commands()

    async def board_notes(self, match: Match) -> list[str]:
        """Every registered feature's lines for the board message of `match` (the clock
        is written in the match's own transaction, so it is current)."""
        notes = []
        for provider in self.note_providers:
            notes.extend(await provider(match))
        return notes

    async def _sync_commands(self) -> None:
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to the development guild", len(synced))
        if self.settings.sync_commands:
            synced = await self.tree.sync()
            log.info("synced %d commands globally", len(synced))

    async def close(self) -> None:
        await super().close()
        if hasattr(self, "services"):
            await self.services.tasks.close()
            await self.services.scheduler.stop()
            await self.services.thinking.close()
            await self.workers.close()
            await self.services.database.close()


class ShardedBoardroomBot(BoardroomBot, commands.AutoShardedBot):
    """The same bot as an `AutoShardedBot`: one gateway connection per shard it runs,
    hearing only the servers of those shards (`bot/core/shard_ownership.py`)."""


def create_bot(
    settings: Settings, *, clock: TimeSource | None = None, rng: random.Random | None = None
) -> BoardroomBot:
    """The bot, ready to `run` (or to hand to SimCord): sharded when the settings name
    a shard count. `clock` defaults to `discord.utils.utcnow`, which SimCord's virtual
    time drives; `rng` (seats, seeds) defaults to the operating system's randomness."""
    clock, rng = clock or discord.utils.utcnow, rng or random.SystemRandom()
    if settings.shard_count is None:
        return BoardroomBot(settings, clock, rng)
    shards = settings.shards
    return ShardedBoardroomBot(
        settings, clock, rng, shard_count=shards.count, shard_ids=sorted(shards.ids)
    )
