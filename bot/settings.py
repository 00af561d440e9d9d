"""Configuration from the environment or a `.env` file (pydantic-settings).

Only the token is required; everything else has a working default, so a new server
owner sets one variable and starts the bot.
"""

from __future__ import annotations

from ipaddress import IPv4Network, IPv6Network, ip_network
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_core import PydanticCustomError
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bot.core.shard_ownership import ShardOwnership
from bot.web.http.guard import LOOPBACK


class PageSettings(BaseSettings):
    """What the match pages' own process needs (`python -m bot.web`): the database, the
    pages' address and port, and its logs; the bot's settings hold these too."""

    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    database_url: str = "sqlite:///data/boardroom.sqlite3"
    """`sqlite:///path` (relative to the working directory; `sqlite:////abs/path`) for
    one bot process, or `postgresql://user:password@host/db` for several sharing one
    database (see bot/README.md)."""
    database_path: Path | None = None
    """The SQLite file as older releases named it (`DATABASE_PATH`): still honoured when
    `DATABASE_URL` is not set, so an upgrade never opens a new, empty database."""
    log_level: str = "INFO"
    log_format: Literal["text", "json"] = "text"
    """`json`: one JSON object a line, with the server, match and interaction ids of
    what the line is about (`bot/operations/json_logs.py`), for a log collector."""
    public_url: str | None = None
    """The address the match pages are reached at from outside (`https://games.example.org`,
    usually a reverse proxy in front of `web_port`); unset, the bot serves no pages and
    its boards carry no "Open in browser" link."""
    web_port: int = Field(default=8080, ge=0, le=65535)
    """The port the match pages are served on (all interfaces), when `public_url` is set."""
    trusted_proxies: Annotated[tuple[IPv4Network | IPv6Network, ...], NoDecode] = LOOPBACK
    """`TRUSTED_PROXIES`: the addresses (networks, comma-separated: `10.0.0.0/8,::1`) of
    the reverse proxies in front of the pages, whose `X-Forwarded-For` names the visitor
    each request's rate is counted against. Default: a proxy on this machine. A proxy
    in another container needs its network here, or every visitor counts as the proxy."""
    web_poll_seconds: float = Field(default=0.25, gt=0)
    """How often a process serving pages looks for changes to the matches its visitors
    watch (other processes' moves; its own wake the pages at once)."""

    @field_validator("trusted_proxies", mode="before")
    @classmethod
    def _networks(cls, value: object) -> object:
        if isinstance(value, str):
            try:
                return tuple(ip_network(part.strip()) for part in value.split(",") if part.strip())
            except ValueError as wrong:
                raise PydanticCustomError(
                    "trusted_proxies", "TRUSTED_PROXIES: {why}", {"why": str(wrong)}
                ) from None
        return value

    @field_validator("public_url")
    @classmethod
    def _http_address(cls, value: str | None) -> str | None:
        if value is None or not value.strip():
            return None
        if not value.startswith(("http://", "https://")):
            raise PydanticCustomError(
                "public_url", "PUBLIC_URL must start with https:// (or http://)"
            )
        return value.strip().rstrip("/")

    @model_validator(mode="after")
    def _older_database_path(self) -> PageSettings:
        if self.database_path is not None and "database_url" not in self.model_fields_set:
            self.database_url = f"sqlite:///{self.database_path}"
        return self


class Settings(PageSettings):
    discord_token: SecretStr = Field(min_length=1)
    dev_guild_id: int | None = None
    """Slash commands are synced to this guild on every start (instant updates while
    developing); without it nothing is synced unless `sync_commands` asks for it."""
    metrics_port: int | None = Field(default=None, ge=0, le=65535)
    """Serve `/metrics` (Prometheus) and `/healthz` on this port (`bot/operations/`);
    off when unset."""
    sync_commands: bool = False
    """Sync the global command tree once at start-up (after a release), not always:
    global syncs are rate-limited and slow to propagate."""

    retention_days: int = Field(default=30, ge=0)
    """How many days a server's data is kept after the bot is removed from it, in case
    it is added back (`RETENTION_DAYS`); then it is purged (bot/privacy)."""

    shard_count: int | None = Field(default=None, ge=1)
    """How many shards the bot's servers are split into, over all its processes; set,
    the bot runs as an `AutoShardedBot`. Every process of one bot sets the same count."""
    shard_ids: Annotated[tuple[int, ...] | None, NoDecode] = None
    """The shards this process runs, e.g. `0,1` (needs `shard_count`); all of them by
    default."""

    web_server: Literal["process", "inside", "elsewhere"] = "process"
    """Who serves the match pages when `public_url` is set: `process`, a process of
    their own that the bot starts and restarts (`python -m bot.web`), so the bot's event
    loop does no page work; `inside`, the bot's own event loop (one process, no child:
    the tests under SimCord); `elsewhere`, another service (the compose file's `web`),
    the bot only handing out the links."""

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _comma_separated(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(part.strip() for part in value.split(",") if part.strip())
        return value

    @model_validator(mode="after")
    def _shards_within_count(self) -> Settings:
        if self.shard_ids is None:
            return self
        if self.shard_count is None:
            raise PydanticCustomError(
                "shards", "SHARD_IDS needs SHARD_COUNT: set both, e.g. SHARD_COUNT=2"
            )
        outside = [shard for shard in self.shard_ids if not 0 <= shard < self.shard_count]
        if outside or not self.shard_ids or len(set(self.shard_ids)) != len(self.shard_ids):
            raise PydanticCustomError(
                "shards",
                "SHARD_IDS must list different shards from 0 to {last}, e.g. 0,1",
                {"last": self.shard_count - 1},
            )
        return self

    @property
    def shards(self) -> ShardOwnership:
        """The servers this process owns (everything without shard settings)."""
        if self.shard_count is None:
            return ShardOwnership.whole()
        ids = range(self.shard_count) if self.shard_ids is None else self.shard_ids
        return ShardOwnership(self.shard_count, frozenset(ids))
