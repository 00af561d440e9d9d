"""`create_bot(settings)`: the discord.py bot with its database, services and cogs.

Every service and store is built once, in `setup_hook`, by the composition root
(`Services.build`, `bot/services.py`), which is handed the two Discord adapters the
services talk through (the courier and the tournament host). Then `bot/cogs.py`, the
Discord side of the root, builds every cog with the services it uses, the persistent
buttons, the lines under every board message and the Discord side's subscribers; no
feature builds a store or looks another one up. A feature that waits for a moment
registers a handler on the shared `bot.services.scheduler`; the bot starts that loop
after the last cog is added. Boards, images and pairings are made in the bot's worker
pool (processes, one per core; `bot/core/worker_pool.py`), started and installed here
and closed with the bot.

With `PUBLIC_URL` set the bot hands out links to the match pages (`bot/web/`), served
on `WEB_PORT` by a process of their own that the bot starts once the cogs are in,
restarts when it ends and stops when it closes (`WEB_SERVER=process`, the default;
`bot/web/http/child.py`), so its event loop does no page work; or by the bot itself
(`inside`), or by another service (`elsewhere`).

With `SHARD_COUNT` set the bot is an `AutoShardedBot` for the shards in `SHARD_IDS`
(`ShardedBoardroomBot`): several processes, one per group of shards, share one
database, and each one's scheduler fires only its own servers' timers.
"""

from __future__ import annotations

import asyncio
import logging
import random
from datetime import timedelta
from functools import partial
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.clocks.discord.buttons import claim_view
from bot.cogs import BUTTONS, cogs
from bot.core import log_context, niceness
from bot.core.discord.board_notes import BoardNotes
from bot.core.discord.command_translator import CatalogueTranslator
from bot.core.discord.interaction_errors import on_app_command_error
from bot.core.discord.standing_posts import StandingPosts
from bot.core.events import MoveMade
from bot.core.storage.database import Database
from bot.core.storage.timer_store import Timer
from bot.core.time_source import TimeSource
from bot.core.worker_pool import WorkerPool, install
from bot.leagues.discord.host import DiscordLeagueHost
from bot.notifications.discord.courier import DiscordCourier
from bot.operations.discord.first_answers import watch_first_answers
from bot.operations.health import Health
from bot.operations.metrics import Metrics
from bot.operations.server import OperationsServer
from bot.services import Services
from bot.settings import Settings
from bot.team_battles.discord.host import DiscordBattleHost
from bot.tournaments.discord.host import DiscordTournamentHost
from bot.web.http.app import PageRoutes
from bot.web.http.child import PageProcess
from bot.web.http.guard import RateLimit
from bot.web.http.server import WebServer

log = logging.getLogger(__name__)


class NotingTree(app_commands.CommandTree):
    """The command tree, noting each command's and autocomplete's server and interaction
    in the task that runs it, for its log lines (`bot/core/log_context.py`)."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        log_context.about(server=interaction.guild_id, interaction=interaction.id)
        return True


class BoardroomBot(commands.Bot):
    """A `commands.Bot` that owns the database and the services for its lifetime."""

    services: Services
    notes: BoardNotes
    """The lines every board message carries under its status (`bot/cogs.py`)."""

    def __init__(
        self, settings: Settings, clock: TimeSource, rng: random.Random, **sharding: Any
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False),
            tree_cls=NotingTree,
            **sharding,
        )
        self.settings = settings
        self.workers = WorkerPool(niceness=niceness.BOARDS)
        """The processes boards, images and pairings are made in (never the event loop)."""
        self._clock = clock
        self._rng = rng
        self.metrics: Metrics | None = None
        self._operations: OperationsServer | None = None
        self.operations_port: int | None = None
        """The port `/metrics` and `/healthz` are served on (`METRICS_PORT`; None: off)."""
        self.web: WebServer | None = None
        """The match pages' server in this process (`WEB_SERVER=inside`)."""
        self.page_process: PageProcess | None = None
        """The match pages' own process (`WEB_SERVER=process`)."""

    async def setup_hook(self) -> None:
        database = await Database.open(self.settings.database_url)
        claims = StandingPosts()
        self.services = Services.build(
            database,
            self._clock,
            self._rng,
            courier=DiscordCourier(self, claim_view, claims),
            host=DiscordTournamentHost(self),
            league_host=DiscordLeagueHost(self),
            battle_host=DiscordBattleHost(self),
            shards=self.settings.shards,
            public_url=self.settings.public_url,
            poll_seconds=self.settings.web_poll_seconds,
            retention=timedelta(days=self.settings.retention_days),
        )
        self.services.thinking.start()
        self.workers.start()
        install(self.workers)
        self.tree.error(on_app_command_error)
        await self.tree.set_translator(CatalogueTranslator())
        self.notes, features = cogs(
            self, self.services, self.board_superseded, self.wait_out, claims=claims
        )
        self.add_dynamic_items(*BUTTONS)
        for cog in features:
            await self.add_cog(cog)
        try:
            await self.services.computer.resume()
        except Exception:  # a database hiccup at start must not leave the bot without /computer
            log.exception("resuming the computer's turns failed; their stored timers remain")
        # Only now: a timer that fell due while the bot was down fires on the first
        # look, and its kind's handler must be registered by then, not dropped.
        self.services.scheduler.start()
        if self.settings.metrics_port is not None:
            await self._serve_operations(self.settings.metrics_port)
        if self.settings.public_url is not None:
            await self._serve_pages()
        await self._sync_commands()

    async def _serve_pages(self) -> None:
        """Start the match pages' server where `WEB_SERVER` says."""
        if self.settings.web_server == "process":
            self.page_process = PageProcess(self.settings)
            await self.page_process.start()
        elif self.settings.web_server == "inside":
            reviews = partial(self.services.reviews.page_data, search=False)
            routes = PageRoutes(self.services.pages, self.services.live, self._clock, reviews)
            self.web = WebServer(
                routes,
                self.services.live,
                self.settings.web_port,
                limit=RateLimit(proxies=self.settings.trusted_proxies),
            )
            await self.web.start()

    async def _serve_operations(self, port: int) -> None:
        """Count what the operator watches, and serve it with the health checks."""
        metrics = self.metrics = Metrics()
        services = self.services
        services.events.subscribe(MoveMade, metrics.move_made)
        services.database.watch_transactions(metrics.transactions.observe)
        services.database.watch_lock_waits(lambda wait: metrics.lock_waits.observe(wait.seconds))
        services.scheduler.watch_fired(self._timer_fired)
        metrics.watch_queue(lambda: self.workers.queued)
        self._rate_limits = metrics.count_rate_limits(logging.getLogger("discord"))
        watch_first_answers()
        checks = {
            "database": self._database_answers,
            "gateway": self._gateway_connected,
            "scheduler": self._scheduler_alive,
        }
        if self.settings.public_url is not None and self.settings.web_server == "process":
            checks["pages"] = self._pages_alive
        health = Health(checks)
        self._operations = OperationsServer(metrics, health)
        self.operations_port = await self._operations.start(port)
        log.info("serving /metrics and /healthz on port %d", self.operations_port)

    def _timer_fired(self, _timer: Timer, late: float) -> None:
        assert self.metrics is not None
        self.metrics.timers_fired.inc()
        self.metrics.timer_lateness.observe(max(0.0, late))

    def board_superseded(self) -> None:
        """A waiting board was superseded by a newer one of its match (`BoardQueue`)."""
        if self.metrics is not None:
            self.metrics.boards_superseded.inc()

    async def wait_out(self, seconds: float) -> None:
        """Wait as long as a 429 asked before a channel's boards go on (`BoardQueue`):
        the event loop's time, which SimCord's tests replace with their clock."""
        await asyncio.sleep(seconds)

    def first_answered(self, interaction: discord.Interaction) -> None:
        """An interaction got its first answer (`watch_first_answers`)."""
        if self.metrics is not None:
            self.metrics.first_answer.observe(self._age(interaction))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if self.metrics is not None:
            self.metrics.interactions.labels(interaction.type.name).inc()

    async def on_app_command_completion(
        self, interaction: discord.Interaction, command: object
    ) -> None:
        if self.metrics is not None:
            name = getattr(command, "qualified_name", "?")
            self.metrics.commands.labels(name).inc()
            self.metrics.command_latency.observe(self._age(interaction))

    def _age(self, interaction: discord.Interaction) -> float:
        return max(0.0, (self._clock() - interaction.created_at).total_seconds())

    async def _database_answers(self) -> bool:
        return await self.services.database.fetch_one("SELECT 1") is not None

    async def _gateway_connected(self) -> bool:
        return self.is_ready() and not self.is_closed()

    async def _scheduler_alive(self) -> bool:
        return self.services.scheduler.alive

    async def _pages_alive(self) -> bool:
        """The page process listens (it is started again when it ends)."""
        return self.page_process is not None and self.page_process.alive

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
        if self._operations is not None:
            await self._operations.stop()
            logging.getLogger("discord").removeHandler(self._rate_limits)
        if self.web is not None:
            await self.web.close()
        if self.page_process is not None:
            await self.page_process.close()
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
