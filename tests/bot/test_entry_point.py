"""`python -m bot` and its settings."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

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


def test_an_older_database_path_setting_still_names_the_database(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.setenv("DATABASE_PATH", "/srv/boardroom.sqlite3")
    assert Settings(_env_file=None).database_url == "sqlite:////srv/boardroom.sqlite3"
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot@db/boardroom")
    assert Settings(_env_file=None).database_url == "postgresql://bot@db/boardroom"


def test_the_match_pages_are_off_without_a_public_address(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    assert Settings(_env_file=None).public_url is None
    monkeypatch.setenv("PUBLIC_URL", "")  # the compose file's `${PUBLIC_URL:-}` unset
    assert Settings(_env_file=None).public_url is None
    monkeypatch.setenv("PUBLIC_URL", "https://games.example.org/")
    monkeypatch.setenv("WEB_PORT", "9000")
    settings = Settings(_env_file=None)
    assert (settings.public_url, settings.web_port) == ("https://games.example.org", 9000)
    monkeypatch.setenv("PUBLIC_URL", "games.example.org")
    with pytest.raises(ValidationError, match="PUBLIC_URL must start with https://"):
        Settings(_env_file=None)
