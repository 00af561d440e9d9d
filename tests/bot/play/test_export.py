"""The match export replays with the referee command."""

from __future__ import annotations

import shlex
from datetime import UTC, datetime

import games
from bot.core.records import EndHow, Match, MatchResult, MatchStatus
from bot.play.export import export_text, referee_command

MOMENT = datetime(2026, 3, 1, tzinfo=UTC)


def match(game_id, options, moves, result=None):
    game = games.get(game_id)
    return Match(
        id=1,
        guild_id=1,
        channel_id=2,
        game_id=game_id,
        options=game.options(options).to_json(),
        seed=99,
        seats=dict(zip(game.seats, (10, 20), strict=True)),
        status=MatchStatus.ONGOING if result is None else MatchStatus.FINISHED,
        origin="challenge",
        position="",
        moves=tuple(moves),
        version=len(moves),
        created_at=MOMENT,
        updated_at=MOMENT,
        result=result,
    )


def test_only_options_that_differ_from_the_defaults_are_passed():
    record = match("domination-grid", {"size": 8}, ["c2-c3"])
    command = referee_command(record, games.get("domination-grid"))
    assert command == [
        "python", "-m", "games", "status", "domination-grid", "--seed", "99",
        "--option", "size=8", "--", "c2-c3",
    ]  # fmt: skip


def test_list_and_boolean_options_are_written_as_the_referee_reads_them():
    order = "1,2,3,4,5,6,7,8,9,10," * 4
    record = match("domination-cards", {"order": order.rstrip(","), "royal": False}, [])
    command = referee_command(record, games.get("domination-cards"))
    assert f"order={order.rstrip(',')}" in command


def test_the_file_names_everything_and_ends_with_the_command():
    result = MatchResult("light", EndHow.RESIGNATION, "dark resigned")
    record = match("draughtnauts", {}, ["11-15", "22-18"], result)
    text = export_text(record, games.get("draughtnauts"))
    lines = text.splitlines()
    assert lines[:4] == [
        "game: draughtnauts (Draughtnauts)",
        'options: {"powerups": "off"}',
        "seed: 99",
        "seats: dark=10, light=20",
    ]
    assert "result: winner light (resignation): dark resigned" in lines
    assert lines[-4:-1] == ["1. 11-15", "2. 22-18", "replay with:"]
    assert shlex.split(lines[-1])[-3:] == ["--", "11-15", "22-18"]
