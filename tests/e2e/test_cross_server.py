"""Ids from elsewhere: every command that takes an id and every persistent button,
tried from another server and, where the id belongs to a channel, from another
channel of the same server, by the very members the id concerns (they play in both
servers). Each attempt gets the answer a missing id gets and changes nothing.

The cases are enumerated from the bot itself: a new command option that carries an id,
or a new persistent button, without a case here fails `test_every_id_has_a_case`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import discord
import pytest
from discord import app_commands
from simcord import ChannelHandle

from tests.e2e.helpers import (
    click_forged,
    custom_ids,
    final_answer,
    private_answer,
    resign,
    start_match,
)

MISSING = 999_999

ID_OPTIONS = {"match", "tournament", "table", "league", "battle"}
"""Options that name something the server holds; each needs a case below."""
AMOUNTS = {
    "days",
    "hours",
    "rounds",
    "round_days",
    "registration_hours",
    "vacation_days",
    "season_days",
    "division_size",
    "promoted",
    "relegated",
    "minutes",
    "top",
    "board",
    "season",  # a season of the league named beside it
    "division",  # a division of that season
}
"""Integer options that are quantities, not ids."""

CHANNEL_FREE = {
    "tournament:join:",
    "tournament:leave:",
    "privacy:mod-forget:",
    "privacy:purge:",
    "team-battle:join:",
    "team-battle:team:",
}
"""Buttons whose id belongs to a server, not a channel."""


@pytest.fixture
def settings(settings):
    """Commands published globally too, so the second server has them."""
    return settings.model_copy(update={"sync_commands": True})


@dataclass
class World:
    """Server A's things, by id, and the members who act on them in both servers."""

    ids: dict[str, int]
    here: dict[str, object]  # alice, bob: members of A
    there: dict[str, object]  # the same users as members of B, and B's moderator
    hall: ChannelHandle  # a channel of B
    side: ChannelHandle  # another channel of A
    carriers: dict[str, object]  # a message with a button in `hall` and in `side`


def id_in(message, prefix: str) -> int:
    return next(int(c.rsplit(":", 1)[1]) for c in custom_ids(message) if c.startswith(prefix))


@pytest.fixture
async def world(env, guild, lobby, moderator):
    alice_user, bob_user, carol_user = (env.create_user(n) for n in ("alice", "bob", "carol"))
    alice, bob, carol = (guild.add_member(u) for u in (alice_user, bob_user, carol_user))
    ids = {"alice": alice.id, "server": guild.id}

    await carol.slash(lobby, "challenge", game="draughtnauts", opponent=alice)
    ids["challenge"] = id_in(lobby.last_message, "challenge:accept:")

    cards = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    ids["cards"] = id_in(cards.last_message, "hand:")
    await alice.slash(cards, "match draw")

    await env.advance_time(60)
    asked = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(asked, "move", notation="11-15")
    await alice.slash(asked, "takeback")
    ids["ongoing"] = (await env.bot.services.matches.in_channel(asked.id)).id

    await env.advance_time(60)
    over = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    ids["finished"] = (await env.bot.services.matches.in_channel(over.id)).id
    await resign(alice, over)
    await bob.slash(over, "rematch")

    created = await moderator.slash(
        lobby, "tournament-mod create", name="Cup", game="draughtnauts", format="swiss", rounds=2
    )
    ids["tournament"] = int(re.search(r"#(\d+)", final_answer(created).content).group(1))

    created = await moderator.slash(lobby, "league-mod create", game="draughtnauts")
    ids["league"] = int(re.search(r"#(\d+)", final_answer(created).content).group(1))
    await alice.slash(lobby, "league join", league=ids["league"])

    red, blue = guild.create_role("red"), guild.create_role("blue")
    created = await moderator.slash(
        lobby, "team-battle-mod create", game="draughtnauts", first=red, second=blue
    )
    ids["battle"] = int(re.search(r"#(\d+)", final_answer(created).content).group(1))

    other = env.create_guild("Elsewhere")
    admins = other.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    hall = other.create_text_channel("hall")
    there = {
        "alice": other.add_member(alice_user),
        "bob": other.add_member(bob_user),
        "intruder": other.add_member(env.create_user("intruder"), roles=[admins]),
    }
    await there["intruder"].slash(hall, "challenge", game="draughtnauts")
    side = guild.create_text_channel("side")
    await carol.slash(side, "challenge", game="draughtnauts")
    return World(
        ids,
        {"alice": alice, "bob": bob},
        there,
        hall,
        side,
        {"hall": hall.last_message, "side": side.last_message},
    )


BUTTONS = {
    # prefix: (who clicks, the custom id for a thing's id (A's, or a missing one), what)
    "challenge:accept:": ("alice", "challenge:accept:{}", "challenge"),
    "challenge:decline:": ("alice", "challenge:decline:{}", "challenge"),
    "hand:": ("alice", "hand:{}", "cards"),
    "draw:accept:": ("bob", "draw:accept:{}", "cards"),
    "draw:decline:": ("bob", "draw:decline:{}", "cards"),
    "takeback:": ("bob", "takeback:yes:{}", "ongoing"),
    "rematch:accept:": ("alice", "rematch:accept:{}", "finished"),
    "resign:": ("bob", "resign:{}:{user}", "ongoing"),
    "premove:": ("bob", "premove:{}:{user}", "ongoing"),
    "clock:claim:": ("bob", "clock:claim:{}", "ongoing"),
    "tournament:join:": ("alice", "tournament:join:{}", "tournament"),
    "tournament:leave:": ("alice", "tournament:leave:{}", "tournament"),
    "team-battle:join:": ("alice", "team-battle:join:{}", "battle"),
    "team-battle:team:": ("alice", "team-battle:team:{}:{user}", "battle"),
    "privacy:forget:": ("bob", "privacy:forget:{}", "alice"),
    "privacy:mod-forget:": ("intruder", "privacy:mod-forget:{}", "alice"),
    "privacy:purge:": ("intruder", "privacy:purge:{}", "server"),
}
TAKEBACK_REFUSAL = "takeback:no:{}"

COMMANDS = {
    # command: (who, options with the id in {}, what)
    "replay": ("intruder", {"match": "{}"}, "finished"),
    "match review": ("intruder", {"match": "{}"}, "finished"),
    "tournament-mod start": ("intruder", {"tournament": "{}"}, "tournament"),
    "tournament-mod extend": ("intruder", {"tournament": "{}", "hours": 24}, "tournament"),
    "tournament-mod result": ("intruder", {"tournament": "{}", "table": "R1-1"}, "tournament"),
    "tournament-mod drop": ("intruder", {"tournament": "{}", "member": "alice"}, "tournament"),
    "tournament-mod substitute": (
        "intruder",
        {"tournament": "{}", "leaving": "alice", "joining": "bob"},
        "tournament",
    ),
    "tournament-mod cancel": ("intruder", {"tournament": "{}"}, "tournament"),
    "tournament-mod log": ("intruder", {"tournament": "{}"}, "tournament"),
    "tournament-mod add-computer": (
        "intruder",
        {"tournament": "{}", "level": "easy"},
        "tournament",
    ),
    "tournament-mod remove-computer": (
        "intruder",
        {"tournament": "{}", "level": "easy"},
        "tournament",
    ),
}


COMMANDS |= {
    "team-battle-mod cancel": ("intruder", {"battle": "{}"}, "battle"),
    "league join": ("alice", {"league": "{}"}, "league"),
    "league leave": ("alice", {"league": "{}"}, "league"),
    "league standings": ("alice", {"league": "{}"}, "league"),
    "league history": ("alice", {"league": "{}"}, "league"),
    "league-mod pause": ("intruder", {"league": "{}"}, "league"),
    "league-mod resume": ("intruder", {"league": "{}"}, "league"),
    "league-mod end": ("intruder", {"league": "{}"}, "league"),
    "league-mod substitute": (
        "intruder",
        {"league": "{}", "leaving": "alice", "joining": "bob"},
        "league",
    ),
}


def registered_prefixes(bot) -> set[str]:
    """The custom-id prefix of every persistent button the bot registered."""
    templates = bot._connection._view_store._dynamic_items  # no public listing exists
    return {pattern.pattern.split("(?P")[0] for pattern in templates}


def commands_taking_ids(bot) -> set[str]:
    found = set()
    for command in bot.tree.walk_commands():
        if not isinstance(command, app_commands.Command):
            continue
        for parameter in command.parameters:
            integer = parameter.type is discord.AppCommandOptionType.integer
            if parameter.name in ID_OPTIONS or (integer and parameter.name not in AMOUNTS):
                found.add(command.qualified_name)
    return found


async def test_every_id_has_a_case(env, simcord_bot):
    assert registered_prefixes(simcord_bot) == set(BUTTONS)
    assert commands_taking_ids(simcord_bot) == set(COMMANDS)


async def everything(env, guild) -> tuple:
    """Every row of every table, and every message of server A."""
    database = env.bot.services.database
    tables = await database.fetch_all("SELECT name FROM sqlite_master WHERE type = 'table'")
    rows = {
        table["name"]: [
            tuple(row) for row in await database.fetch_all(f"SELECT * FROM {table['name']}")
        ]
        for table in tables
    }
    places = [place for channel in guild.channels.values() for place in (channel, *channel.threads)]
    messages = sorted(
        {(m.id, m.content, tuple(custom_ids(m))) for p in places for m in p.history()}
    )
    return rows, messages


def same_words(text: str, thing_id: int) -> str:
    return text.replace(str(thing_id), "N")


async def test_buttons_with_ids_from_elsewhere_are_refused(env, guild, world):
    before = await everything(env, guild)
    places = [("hall", world.there), ("side", world.here)]
    for prefix, (who, template, what) in [
        *BUTTONS.items(),
        ("takeback:", ("bob", TAKEBACK_REFUSAL, "ongoing")),
    ]:
        for place, members in places:
            if place == "side" and prefix in CHANNEL_FREE:
                continue
            member = members[who]
            answers = []
            for thing_id in (world.ids[what], MISSING):
                custom_id = template.format(thing_id, user=member.id)
                clicked = await click_forged(member, world.carriers[place], custom_id)
                answers.append(same_words(private_answer(clicked).content, thing_id))
            assert answers[0] == answers[1], (prefix, place, answers)
            assert "went wrong" not in answers[0]
    assert await everything(env, guild) == before


async def test_commands_with_ids_from_another_server_are_refused(env, guild, world):
    before = await everything(env, guild)
    for command, (who, options, what) in COMMANDS.items():
        member = world.there[who]
        answers = []
        for thing_id in (world.ids[what], MISSING):
            typed = {
                name: (
                    int(value.format(thing_id)) if value == "{}" else world.there.get(value, value)
                )
                for name, value in options.items()
            }
            result = await member.slash(world.hall, command, **typed)
            answers.append(same_words(final_answer(result).content, thing_id))
        assert answers[0] == answers[1], (command, answers)
        assert "went wrong" not in answers[0]
    assert await everything(env, guild) == before


async def test_a_language_chosen_in_another_server_changes_nothing_here(env, guild, world):
    """`/language` names no id, but its choice belongs to the server it was made in."""
    languages = env.bot.services.languages
    before = await languages.reading(guild.id, world.side.id, "en-US")
    for scope, language in (("server", "de"), ("channel", "fr")):
        chosen = await world.there["intruder"].slash(
            world.hall, "language set", scope=scope, language=language
        )
        assert "went wrong" not in final_answer(chosen).content
    assert "Français" in final_answer(chosen).content
    assert await languages.reading(guild.id, world.side.id, "en-US") == before
