"""Configuration from the environment or a `.env` file (pydantic-settings).

Only the token is required; everything else has a working default, so a new server
owner sets one variable and starts the bot.
"""

from __future__ import annotations

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    discord_token: SecretStr = Field(min_length=1)
    database_url: str = "sqlite:///data/boardroom.sqlite3"
    """`sqlite:///path` (relative to the working directory; `sqlite:////abs/path`) for
    one bot process, or `postgresql://user:password@host/db` for several sharing one
    database (see bot/README.md)."""
    dev_guild_id: int | None = None
    """Slash commands are synced to this guild on every start (instant updates while
    developing); without it nothing is synced unless `sync_commands` asks for it."""
    log_level: str = "INFO"
    sync_commands: bool = False
    """Sync the global command tree once at start-up (after a release), not always:
    global syncs are rate-limited and slow to propagate."""
