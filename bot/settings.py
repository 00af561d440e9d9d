"""Configuration from the environment or a `.env` file (pydantic-settings).

Only the token is required; everything else has a working default, so a new server
owner sets one variable and starts the bot.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    discord_token: SecretStr = Field(min_length=1)
    database_url: str = "sqlite:///data/boardroom.sqlite3"
    """`sqlite:///path` (relative to the working directory; `sqlite:////abs/path`) for
    one bot process, or `postgresql://user:password@host/db` for several sharing one
    database (see bot/README.md)."""
    database_path: Path | None = None
    """The SQLite file as older releases named it (`DATABASE_PATH`): still honoured when
    `DATABASE_URL` is not set, so an upgrade never opens a new, empty database."""
    dev_guild_id: int | None = None
    """Slash commands are synced to this guild on every start (instant updates while
    developing); without it nothing is synced unless `sync_commands` asks for it."""
    log_level: str = "INFO"
    sync_commands: bool = False
    """Sync the global command tree once at start-up (after a release), not always:
    global syncs are rate-limited and slow to propagate."""

    @model_validator(mode="after")
    def _older_database_path(self) -> Settings:
        if self.database_path is not None and "database_url" not in self.model_fields_set:
            self.database_url = f"sqlite:///{self.database_path}"
        return self
