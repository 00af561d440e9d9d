"""A restart mid-game: the match continues and buttons on old messages still work."""

from __future__ import annotations

import pytest

from tests.e2e.helpers import choices, move_from_autocomplete, start_match

pytestmark = pytest.mark.postgres


def first(offered):
    return offered[0]


async def test_the_game_and_its_old_buttons_survive_a_restart(env, make_bot, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    await move_from_autocomplete(alice, thread, first)
    await move_from_autocomplete(bob, thread, first)
    old_board = thread.last_message
    offered_before = await choices(alice, thread)

    await env.restart_bot(make_bot())

    shown = await alice.click(old_board, label="Show my hand")
    assert shown.response.ephemeral
    assert shown.response.attachments[0].filename == "hand.png"
    assert shown.response.attachments[0].description.startswith("Your hand, Horizontal: 3 cards")
    assert await choices(alice, thread) == offered_before
    played = await move_from_autocomplete(alice, thread, first)
    assert f"**3.** <@{alice.id}> (Horizontal) played `{played}`" in thread.last_message.content


async def test_a_challenge_made_before_a_restart_can_be_accepted_after(
    env, make_bot, lobby, alice, bob
):
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    challenge = lobby.last_message

    await env.restart_bot(make_bot())

    await bob.click(challenge, label="Accept")
    thread = lobby.threads[-1]
    assert f"<@{alice.id}> (Dark) to move." in thread.last_message.content


async def test_spectators_have_no_hand_to_show(env, lobby, alice, bob, carol):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    refused = await carol.click(thread.last_message, label="Show my hand")
    assert refused.response.ephemeral
    assert refused.response.content == "Only the two players of this match have a hand to show."


async def test_a_challenge_pending_over_a_restart_still_expires_on_time(
    env, make_bot, lobby, moderator, alice
):
    await moderator.slash(lobby, "mod expiry", hours=1)
    await alice.slash(lobby, "challenge", game="draughtnauts")

    await env.restart_bot(make_bot())
    await env.advance_time(59 * 60)
    assert "expired" not in lobby.last_message.content
    await env.advance_time(2 * 60)

    assert lobby.last_message.content == f"The challenge from <@{alice.id}> expired unanswered."
