"""Every command and every persistent button answers (or defers) before it touches
the database: with every statement taking five seconds, each is still acknowledged
within Discord's three seconds, and completes afterwards.

Both lists are checked against the bot itself (its command tree and its registered
buttons), so a new command or button without a case here fails."""

from __future__ import annotations

import asyncio

import aiosqlite
import pytest
from discord import app_commands

from tests.e2e.helpers import click_forged, custom_ids, final_answer, start_match
from tests.e2e.test_cross_server import registered_prefixes

MEMBER = "the member"  # stands for the member who runs the command
ROLE = "a role"  # stands for a role of the server
COMMANDS = [
    ("challenge", {"game": "draughtnauts"}),
    ("move", {"notation": "22-18"}),
    ("match board", {}),
    ("match history", {}),
    ("match draw", {}),
    ("match resign", {}),
    ("match abort", {}),
    ("match review", {}),
    ("match link", {}),
    ("replay", {}),
    ("takeback", {}),
    ("rematch", {}),
    ("vacation start", {"days": 2}),
    ("vacation end", {}),
    ("vacation status", {}),
    ("clock", {}),
    ("claim", {}),
    ("matches", {}),
    ("pace-settings", {}),
    ("notify on", {}),
    ("notify off", {}),
    ("notify timezone", {"zone": "Europe/Paris"}),
    ("notify quiet", {"start": "22:00", "end": "07:00"}),
    ("notify digest", {"enabled": True, "at": "08:00"}),
    ("rating leaderboard", {"game": "draughtnauts"}),
    ("rating stats", {"game": "draughtnauts"}),
    ("tournament list", {}),
    ("tournament-mod create", {"name": "Cup", "game": "draughtnauts", "format": "swiss"}),
    ("tournament-mod start", {"tournament": 1}),
    ("tournament-mod extend", {"tournament": 1, "hours": 24}),
    ("tournament-mod result", {"tournament": 1, "table": "R1-1"}),
    ("tournament-mod drop", {"tournament": 1, "member": MEMBER}),
    ("tournament-mod substitute", {"tournament": 1, "leaving": MEMBER, "joining": MEMBER}),
    ("tournament-mod cancel", {"tournament": 1}),
    ("tournament-mod log", {"tournament": 1}),
    ("tournament-mod add-computer", {"tournament": 1, "level": "easy"}),
    ("tournament-mod remove-computer", {"tournament": 1, "level": "easy"}),
    ("league list", {}),
    ("league join", {"league": 1}),
    ("league leave", {"league": 1}),
    ("league standings", {"league": 1}),
    ("league history", {"league": 1}),
    ("league-mod create", {"game": "draughtnauts"}),
    ("league-mod pause", {"league": 1}),
    ("league-mod resume", {"league": 1}),
    ("league-mod end", {"league": 1}),
    ("league-mod substitute", {"league": 1, "leaving": MEMBER, "joining": MEMBER}),
    ("team-battle-mod create", {"game": "draughtnauts", "first": ROLE, "second": ROLE}),
    ("team-battle-mod cancel", {"battle": 1}),
    ("mod end", {"winner": "dark", "reason": "a test"}),
    ("mod settings", {}),
    ("mod games", {"allowed": "draughtnauts"}),
    ("mod threads", {"enabled": True}),
    ("mod role", {}),
    ("mod expiry", {"hours": 24}),
    ("mod defaults", {"game": "draughtnauts"}),
    ("mod sync", {}),
    ("rules", {"game": "draughtnauts"}),
    ("help", {}),
    ("computer play", {"game": "draughtnauts", "level": "easy"}),
    ("computer takeback", {}),
    ("computer settings", {}),
    ("language set", {"scope": "channel", "language": "de"}),
    ("language clear", {"scope": "channel"}),
    ("language show", {}),
    ("premove add", {"line": "22-18 11-15"}),
    ("premove list", {}),
    ("premove clear", {}),
    ("privacy show", {}),
    ("privacy export", {}),
    ("privacy forget", {}),
    ("mod forget", {"member": MEMBER}),
    ("mod purge", {}),
]
MODERATORS = (
    "mod ",
    "tournament-mod ",
    "league-mod ",
    "team-battle-mod ",
    "pace-settings",
    "computer settings",
    "language ",
)

SHAPES = {
    "takeback:": "takeback:yes:{id}",
    "resign:": "resign:{id}:{user}",
    "team-battle:team:": "team-battle:team:{id}:{user}",
    "premove:": "premove:{id}:{user}",
}
"""Buttons whose custom id is more than a prefix and an id."""


async def test_every_command_and_button_has_a_case(env, simcord_bot):
    commands = {
        command.qualified_name
        for command in simcord_bot.tree.walk_commands()
        if isinstance(command, app_commands.Command)
    }
    assert commands == {name for name, _ in COMMANDS}
    assert registered_prefixes(simcord_bot) <= set(PREFIXES)


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
PREFIXES = [
    "challenge:accept:",
    "challenge:decline:",
    "hand:",
    "draw:accept:",
    "draw:decline:",
    "takeback:",
    "rematch:accept:",
    "resign:",
    "clock:claim:",
    "tournament:join:",
    "tournament:leave:",
    "team-battle:join:",
    "team-battle:team:",
    "premove:",
    "privacy:forget:",
    "privacy:mod-forget:",
    "privacy:purge:",
]


@pytest.mark.parametrize("prefix", PREFIXES)
async def test_a_stuck_database_does_not_delay_any_button(  # noqa: PLR0917 (fixtures, parameters)
    env, monkeypatch, lobby, alice, bob, prefix
):
    """Each registered button, pressed with the id of a real match (a click forged onto
    a challenge message, as any member could): acknowledged before the slow work."""
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    match_id = (await env.bot.services.matches.in_channel(thread.id)).id
    await env.advance_time(60)  # past the challenge cooldown
    await alice.slash(lobby, "challenge", game="draughtnauts")
    carrier = lobby.last_message
    assert custom_ids(carrier)
    switch = slow_statements(monkeypatch)
    shape = SHAPES.get(prefix, prefix + "{id}")
    clicked = await click_forged(bob, carrier, shape.format(id=match_id, user=bob.id))
    assert clicked.acknowledged
    switch["stuck"] = False
    await env.advance_time(6)


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


def with_stand_ins(options, member, guild):
    """`options` with the member and role stand-ins made real: the member who runs the
    command, and a role of `guild`."""
    real = {MEMBER: member, ROLE: guild.create_role("players")}
    return {key: real.get(value, value) for key, value in options.items()}


@pytest.mark.parametrize(("name", "options"), COMMANDS, ids=[name for name, _ in COMMANDS])
async def test_a_stuck_database_does_not_delay_the_answer(  # noqa: PLR0917 (fixtures, parameters)
    env, monkeypatch, guild, lobby, alice, bob, moderator, name, options
):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "move", notation="11-15")
    member = moderator if name.startswith(MODERATORS) else bob
    options = with_stand_ins(options, member, guild)
    switch = slow_statements(monkeypatch)
    answer = await member.slash(thread, name, **options)
    assert answer.acknowledged
    switch["stuck"] = False
    await env.advance_time(6)
    assert "went wrong" not in final_answer(answer).content
