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


def slow_statements(monkeypatch):
    """Make every database statement take five seconds until the returned switch is
    turned off (statements already waiting then finish as time advances)."""
    execute = aiosqlite.Connection._execute  # every statement and fetch passes here
    switch = {"stuck": True}

    async def slow_execute(connection, *args, **kwargs):
        if switch["stuck"]:
            await asyncio.sleep(5)
        return await execute(connection, *args, **kwargs)

    monkeypatch.setattr(aiosqlite.Connection, "_execute", slow_execute)
    return switch


BUTTONS = [("match draw", "Accept draw"), ("takeback", "Allow takeback")]


@pytest.mark.parametrize(("asked", "label"), BUTTONS, ids=[label for _, label in BUTTONS])
async def test_a_stuck_database_does_not_delay_a_button(  # noqa: PLR0917 (fixtures, parameters)
    env, monkeypatch, lobby, alice, bob, asked, label
):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "move", notation="11-15")
    await alice.slash(thread, asked)
    request = thread.last_message
    switch = slow_statements(monkeypatch)
    clicked = await bob.click(request, label=label)
    assert clicked.acknowledged
    switch["stuck"] = False
    await env.advance_time(6)
    assert next(m for m in thread.history() if m.id == request.id).components == []


async def test_a_stuck_database_does_not_delay_the_hand(env, monkeypatch, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    switch = slow_statements(monkeypatch)
    shown = await alice.click(thread.last_message, label="Show my hand")
    assert shown.acknowledged
    switch["stuck"] = False
    await env.advance_time(6)
    assert shown.response.attachments[0].filename == "hand.png"


@pytest.mark.parametrize(("name", "options"), COMMANDS, ids=[name for name, _ in COMMANDS])
async def test_a_stuck_database_does_not_delay_the_answer(  # noqa: PLR0917 (fixtures, parameters)
    env, monkeypatch, lobby, alice, bob, moderator, name, options
):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "move", notation="11-15")
    member = moderator if name.startswith("mod") else bob
    switch = slow_statements(monkeypatch)
    answer = await member.slash(thread, name, **options)
    assert answer.acknowledged
    switch["stuck"] = False
    await env.advance_time(6)
    assert answer.response.content or answer.response.embeds
