"""What the bot counts for its operator, in Prometheus' terms (`prometheus-client`).

One `Metrics` per bot, on a registry of its own (a test may build several bots in one
process). The bot's parts report to it through small hooks (an event subscriber, a
database watcher, a scheduler watcher, a logging handler), so none of them imports
Prometheus.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

from bot.core.events import MoveMade

_QUICK = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 3.0, 5.0, 10.0)
"""Buckets in seconds around Discord's 3 s for a first answer."""
_LATE = (1.0, 5.0, 30.0, 60.0, 300.0, 900.0, 3600.0)


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        registry = self.registry
        self.interactions = Counter(
            "boardroom_interactions", "Interactions received, by kind.", ["kind"], registry=registry
        )
        self.commands = Counter(
            "boardroom_commands",
            "Slash commands completed, by name.",
            ["command"],
            registry=registry,
        )
        self.moves = Counter("boardroom_moves", "Moves committed.", registry=registry)
        self.first_answer = self._quick(
            "boardroom_time_to_defer_seconds",
            "From an interaction's creation to its first answer (a defer, a reply, a modal).",
        )
        self.command_latency = self._quick(
            "boardroom_command_seconds",
            "From a slash command's creation to the end of its handler.",
        )
        self.transactions = self._quick(
            "boardroom_db_transaction_seconds",
            "Write transactions, from BEGIN (lock waits included) to the commit or rollback.",
        )
        self.lock_waits = self._quick(
            "boardroom_db_lock_wait_seconds",
            "Write transactions that waited over 1 ms for their locks (PostgreSQL), and how long.",
        )
        self.worker_queue = Gauge(
            "boardroom_worker_queue_length",
            "Jobs waiting for a worker process (boards, images, pairings).",
            registry=registry,
        )
        self.timers_fired = Counter(
            "boardroom_timers_fired",
            "Timers fired (clocks, expiries, deadlines...).",
            registry=registry,
        )
        self.timer_lateness = Histogram(
            "boardroom_timer_lateness_seconds",
            "How long after its due time a timer fired.",
            buckets=_LATE,
            registry=registry,
        )
        self.boards_superseded = Counter(
            "boardroom_boards_superseded",
            "Boards never posted because a newer board of their match, waiting in the same"
            " channel's line behind Discord's rate limit, covered them.",
            registry=registry,
        )
        self.rate_limited = Counter(
            "boardroom_discord_429", "Answers 429 (rate limited) from Discord.", registry=registry
        )

    def _quick(self, name: str, documentation: str) -> Histogram:
        """A histogram of seconds in the buckets around Discord's 3 s (`_QUICK`)."""
        return Histogram(name, documentation, buckets=_QUICK, registry=self.registry)

    def text(self) -> bytes:
        """Every metric in Prometheus' text format."""
        return generate_latest(self.registry)

    async def move_made(self, _event: MoveMade) -> None:
        """An `EventBus` subscriber."""
        self.moves.inc()

    def watch_queue(self, queued: Callable[[], int]) -> None:
        self.worker_queue.set_function(queued)

    def count_rate_limits(self, logger: logging.Logger) -> logging.Handler:
        """Count discord.py's own reports of a 429 on `logger` (`discord.http`, and
        `discord.webhook.async_` for interaction follow-ups): the library retries them
        itself and says so only in its log. Returns the handler, to remove it."""
        handler = _RateLimitCounter(self.rate_limited)
        logger.addHandler(handler)
        return handler


class _RateLimitCounter(logging.Handler):
    def __init__(self, counter: Counter) -> None:
        super().__init__(logging.WARNING)
        self._counter = counter

    def emit(self, record: logging.LogRecord) -> None:
        if "rate limited" in record.getMessage():
            self._counter.inc()
