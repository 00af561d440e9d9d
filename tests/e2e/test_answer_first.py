"""Every command of play, moderation and the guide answers (or defers) before it
touches the database: with every statement taking five seconds, each is still
acknowledged within Discord's three seconds, and completes afterwards."""

from __future__ import annotations

import asyncio

import aiosqlite
import pytest

from tests.e2e.helpers import start_match

COMMANDS = [
    ("move", {"notation": "22-18"}),
    ("match board", {}),
    ("match history", {}),
    ("match draw", {}),
    ("match resign", {}),
    ("match abort", {}),
    ("replay", {}),
    ("takeback", {}),
    ("rematch", {}),
    ("help", {}),
    ("mod settings", {}),
    ("mod threads", {"enabled": True}),
]


@pytest.mark.parametrize(("name", "options"), COMMANDS, ids=[name for name, _ in COMMANDS])
async def test_a_stuck_database_does_not_delay_the_answer(  # noqa: PLR0917 (fixtures, parameters)
    env, monkeypatch, lobby, alice, bob, moderator, name, options
):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "move", notation="11-15")
    member = moderator if name.startswith("mod") else bob
    execute = aiosqlite.Connection._execute  # every statement and fetch passes here

    stuck = True

    async def slow_execute(connection, *args, **kwargs):
        if stuck:
            await asyncio.sleep(5)
        return await execute(connection, *args, **kwargs)

    monkeypatch.setattr(aiosqlite.Connection, "_execute", slow_execute)
    answer = await member.slash(thread, name, **options)
    assert answer.acknowledged
    stuck = False
    await env.advance_time(6)
    assert answer.response.content or answer.response.embeds
