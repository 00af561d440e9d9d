"""The central error handler answers every failure, whatever its text and however far
the command got before failing: privately, within Discord's limits, never raising."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.core.errors import InvalidRequest

MESSAGE_LIMIT = 2000  # Discord refuses longer messages

STAGES = ["before answering", "after deferring", "after answering"]


@pytest.fixture
async def failing(env, simcord_bot, guild):
    """A command that fails with the error the test puts in the box, at a stage."""
    box: dict[str, BaseException] = {}

    @app_commands.command(name="fail", description="Fails on purpose")
    @app_commands.choices(stage=[app_commands.Choice(name=s, value=s) for s in STAGES])
    async def fail(interaction: discord.Interaction, stage: str) -> None:
        if stage == "after deferring":
            await interaction.response.defer(ephemeral=True, thinking=True)
        elif stage == "after answering":
            await interaction.response.send_message("Working on it.", ephemeral=True)
        raise box["error"]

    where = discord.Object(guild.id)
    simcord_bot.tree.add_command(fail, guild=where)
    await simcord_bot.tree.sync(guild=where)
    return box


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    text=st.text(max_size=5000) | st.text(alphabet=st.characters(), min_size=2500, max_size=2600),
    stage=st.sampled_from(STAGES),
    refusal=st.booleans(),
)
async def test_every_failure_gets_a_private_answer_that_fits(  # noqa: PLR0917 (fixtures, drawn values)
    env, lobby, alice, failing, text, stage, refusal
):
    failing["error"] = InvalidRequest(text) if refusal else RuntimeError(text)
    result = await alice.slash(lobby, "fail", stage=stage)
    answers = [m for m in [result.response, *result.followups] if m is not None]
    answer = answers[-1]
    assert answer.ephemeral
    assert answer.content and answer.content != "Working on it."
    assert len(answer.content) <= MESSAGE_LIMIT
