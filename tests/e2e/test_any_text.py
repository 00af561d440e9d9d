"""Whatever a member types into any free-text option of any command: the option has a
`max_length` (so Discord refuses a 5,000-character paste itself), the answer always
arrives, fits one message, is never our apology for a crash, and pings nobody.

The options are enumerated from the command tree, so a new command is covered, and a
new unbounded option fails, without touching this file.
"""

from __future__ import annotations

import discord
from discord import app_commands
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.core.discord.interaction_errors import MESSAGE_LIMIT

HOSTILE = [
    "x" * 5000,
    "٣٤٥",  # Arabic-Indic digits
    "𝟗𝟗",  # mathematical digits
    "\ud800=1",  # a lone surrogate
    "9" * 400,
    "1e309",
    "**bold** __under__ `code` ||spoiler|| [link](https://example.com)",
    "@everyone @here",
    "<@{carol}> <@&{role}>",
]


def free_text_options(bot):
    """(command, option) for every string option without fixed choices."""
    for command in bot.tree.walk_commands():
        if not isinstance(command, app_commands.Command):
            continue
        for parameter in command.parameters:
            if parameter.type is discord.AppCommandOptionType.string and not parameter.choices:
                yield command, parameter


def filled(command, typed_option, text, member, role):
    """The command's required options with plain values, and `text` in the one typed."""
    values = {}
    for parameter in command.parameters:
        if parameter.name == typed_option.name:
            values[parameter.name] = text
        elif not parameter.required:
            continue
        elif parameter.choices:
            values[parameter.name] = parameter.choices[0].value
        elif parameter.type is discord.AppCommandOptionType.integer:
            values[parameter.name] = 1
        elif parameter.type is discord.AppCommandOptionType.boolean:
            values[parameter.name] = False
        elif parameter.type is discord.AppCommandOptionType.user:
            values[parameter.name] = member
        elif parameter.type is discord.AppCommandOptionType.role:
            values[parameter.name] = role
        else:
            values[parameter.name] = "x"
    return values


async def test_every_free_text_option_has_a_max_length(env, simcord_bot):
    options = [(c.qualified_name, p.name, p.max_value) for c, p in free_text_options(simcord_bot)]
    assert ("computer play", "options", 300) in options
    assert [(name, option) for name, option, bound in options if bound is None] == []


def recorded(env, monkeypatch) -> list:
    """Every message the bot sends from now on, as the simulated Discord stores it."""
    sent = []
    commit = env.backend.commit_message

    def recording(message, **kwargs):
        sent.append(message)
        return commit(message, **kwargs)

    monkeypatch.setattr(env.backend, "commit_message", recording)
    return sent


def pings(messages, carol, role) -> list:
    return [
        m
        for m in messages
        if m.mention_everyone or carol.id in m.ping_user_ids or role.id in m.ping_role_ids
    ]


@settings(
    max_examples=4, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
async def test_any_text_in_any_option_gets_a_short_typed_answer(  # noqa: PLR0917 (fixtures)
    env, monkeypatch, guild, lobby, moderator, carol, data
):
    role = guild.create_role("everyone-who-plays")
    sent = recorded(env, monkeypatch)
    for command, option in free_text_options(env.bot):
        raw = data.draw(st.one_of(st.sampled_from(HOSTILE), st.text(min_size=1)), command.name)
        await answered_shortly(env, lobby, moderator, command, option, raw, carol, role)
    assert [m.content[:90] for m in pings(sent, carol, role)] == []


async def answered_shortly(  # noqa: PLR0917 (the place, the member, the input)
    env, lobby, moderator, command, option, raw, carol, role
):
    """One command with `raw` in `option`: a short answer, never an apology, private
    when it refuses."""
    text = raw.format(carol=carol.id, role=role.id) if "{carol}" in raw else raw
    text = text[: option.max_value]
    result = await moderator.slash(
        lobby, command.qualified_name, **filled(command, option, text, moderator, role)
    )
    assert result.acknowledged, command.qualified_name
    answers = [m for m in [result.response, *result.followups] if m is not None]
    for answer in answers:
        assert len(answer.content) <= MESSAGE_LIMIT
        assert "went wrong" not in answer.content, (command.qualified_name, text)
    refusals = [a for a in answers if not a.ephemeral and "not" in a.content]
    assert refusals == [], command.qualified_name
    await env.advance_time(120)  # past every cooldown


async def test_every_hostile_text_in_every_option(  # noqa: PLR0917 (fixtures)
    env, monkeypatch, guild, lobby, moderator, carol
):
    role = guild.create_role("everyone-who-plays")
    sent = recorded(env, monkeypatch)
    for command, option in free_text_options(env.bot):
        for raw in HOSTILE:
            await answered_shortly(env, lobby, moderator, command, option, raw, carol, role)
    assert [m.content[:90] for m in pings(sent, carol, role)] == []
