"""Whatever a member types, the answer is short, private, and always arrives."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from simcord.backend.errors import OptionError

from bot.core.discord.interaction_errors import MESSAGE_LIMIT, fitted
from bot.core.results import REASON_LIMIT, moderator_decision
from tests.e2e.helpers import private_answer, start_match
from tests.long_inputs import short_and_long

ANY_CHARACTER = st.characters(exclude_categories=())
"""Lone surrogates included: Discord refuses them, so `fitted` must replace them."""


@given(short_and_long(st.text, ANY_CHARACTER, long_from=MESSAGE_LIMIT + 1, max_size=6000))
@example("x" * MESSAGE_LIMIT)
@example("x" * (MESSAGE_LIMIT + 1))
@example("\ud800" * 6000)
def test_any_text_fits_discord(text):
    """Text that fits is kept whole; longer text keeps all it can, and says it was cut."""
    shown = fitted(text)
    shown.encode("utf-8")  # no lone surrogate survives
    valid = text.encode("utf-8", "replace").decode("utf-8")
    if len(valid) <= MESSAGE_LIMIT:
        assert shown == valid
    else:
        assert len(shown) == MESSAGE_LIMIT
        assert shown.endswith("…")
        assert valid.startswith(shown[:-1])


async def test_five_thousand_characters_of_options_never_reach_the_bot(env, lobby, alice):
    """The option's `max_length`: Discord itself refuses the text before sending it."""
    with pytest.raises(OptionError, match="at most 300 characters"):
        await alice.slash(lobby, "challenge", game="draughtnauts", options="x" * 5000)


async def test_the_longest_options_text_gets_a_short_private_refusal(env, lobby, alice):
    answer = await alice.slash(lobby, "challenge", game="draughtnauts", options="x" * 300)
    shown = private_answer(answer)
    assert shown.ephemeral
    assert len(shown.content) < 200


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(typed=short_and_long(st.text, min_size=1, long_from=300, max_size=400))
async def test_any_options_text_gets_an_answer(env, lobby, moderator, typed):
    answer = await moderator.slash(lobby, "mod defaults", game="draughtnauts", options=typed)
    assert answer.acknowledged
    shown = answer.response.content
    assert len(shown) <= MESSAGE_LIMIT


async def test_a_long_moderator_reason_is_stored_short(env, simcord_bot, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    match = await simcord_bot.services.matches.in_channel(thread.id)
    decision = moderator_decision("z" * 5000, "moderator")
    ended = await simcord_bot.services.matches.end_match(match.id, None, decision)
    assert len(ended.result.reason.args["reason"]) == REASON_LIMIT
    board = await alice.slash(thread, "match board")
    assert board.followups or board.response
