"""SHARD_COUNT and SHARD_IDS: the servers a process owns, the bot class it runs as, and
a one-line refusal at start for shard settings that cannot work."""

from __future__ import annotations

import random

import discord
import pytest
from pydantic import ValidationError

from bot.__main__ import main
from bot.app import ShardedBoardroomBot, create_bot
from bot.core.shard_ownership import ShardOwnership
from bot.settings import Settings


def settings(**environment: str) -> Settings:
    return Settings(discord_token="t", _env_file=None, **environment)


def test_without_shard_settings_one_process_owns_every_server():
    assert settings().shards == ShardOwnership.whole()
    assert not isinstance(create_bot(settings(), rng=random.Random(1)), discord.AutoShardedClient)


def test_a_count_alone_runs_every_shard_of_it():
    assert settings(shard_count="2").shards == ShardOwnership(2, frozenset({0, 1}))


def test_shard_ids_are_a_comma_separated_list():
    assert settings(shard_count="4", shard_ids=" 1, 3").shards == ShardOwnership(
        4, frozenset({1, 3})
    )


def test_with_shard_settings_the_bot_is_auto_sharded_for_those_shards():
    bot = create_bot(settings(shard_count="4", shard_ids="1,3"), rng=random.Random(1))
    assert isinstance(bot, ShardedBoardroomBot)
    assert isinstance(bot, discord.AutoShardedClient)
    assert (bot.shard_count, bot.shard_ids) == (4, [1, 3])


@pytest.mark.parametrize(
    "environment",
    [
        {"shard_ids": "1"},
        {"shard_count": "2", "shard_ids": "2"},
        {"shard_count": "2", "shard_ids": "0,0"},
        {"shard_count": "2", "shard_ids": ""},
        {"shard_count": "0"},
    ],
)
def test_impossible_shard_settings_are_refused(environment):
    with pytest.raises(ValidationError):
        settings(**environment)


@pytest.mark.parametrize(
    ("environment", "line"),
    [
        (
            {"SHARD_IDS": "1"},
            "Invalid settings: SHARD_IDS needs SHARD_COUNT: set both, e.g. SHARD_COUNT=2\n",
        ),
        (
            {"SHARD_IDS": "0,2", "SHARD_COUNT": "2"},
            "Invalid settings: SHARD_IDS must list different shards from 0 to 1, e.g. 0,1\n",
        ),
    ],
)
def test_the_bot_refuses_to_start_in_one_line_that_says_what_to_set(
    monkeypatch, capsys, tmp_path, environment, line
):
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    assert main([]) == 2
    assert capsys.readouterr() == ("", line)
