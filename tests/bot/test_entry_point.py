"""`python -m bot` and its settings."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bot.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def test_without_a_token_it_exits_at_once_with_one_line(tmp_path):
    environment = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    environment["PYTHONPATH"] = str(ROOT)
    finished = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert finished.returncode == 2
    expected = (
        "Set DISCORD_TOKEN (in the environment or in .env) to start the bot,"
        " or try it without Discord: python -m bot playground\n"
    )
    assert finished.stderr == expected
    assert finished.stdout == ""


def test_settings_come_from_the_environment_with_sensible_defaults(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.setenv("DEV_GUILD_ID", "42")
    settings = Settings(_env_file=None)
    assert settings.discord_token.get_secret_value() == "abc"
    assert "abc" not in repr(settings)
    assert settings.dev_guild_id == 42
    assert settings.database_url == "sqlite:///data/boardroom.sqlite3"
    assert settings.sync_commands is False
