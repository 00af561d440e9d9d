"""Challenges through Discord: where their match can live, what their text says, what
the thread is called, and answers that come before any work."""

from __future__ import annotations

import pytest

from bot.challenges.storage.challenge_store import SqlChallengeStore
from tests.e2e.helpers import private_answer, start_match


async def test_the_thread_names_the_players(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    assert thread.name == "Draughtnauts · alice vs bob"


async def test_the_text_shows_only_what_was_chosen_and_the_real_board(env, lobby, alice, bob):
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob)
    assert lobby.last_message.content.startswith(
        f"<@{alice.id}> challenges <@{bob.id}> to **Draughtnauts**.\n"
    )
    await env.advance_time(60)
    await alice.slash(lobby, "challenge", game="domination-grid", seat="White", options="size=8")
    assert "to **Domination 8x8** (playing White, size=8)." in lobby.last_message.content
    await bob.click(lobby.last_message, label="Accept")
    thread = lobby.threads[-1]
    assert thread.name == "Domination 8x8 · alice vs bob"
    assert thread.last_message.content.startswith("**Domination 8x8**:")


async def test_a_challenge_inside_a_match_thread_is_refused_at_once(env, lobby, alice, bob, carol):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    refused = await carol.slash(thread, "challenge", game="draughtnauts", opponent=alice)
    assert refused.response.ephemeral
    assert refused.response.content.startswith("A match is already being played here")
    assert not any("challenges" in message.content for message in thread.history())


async def test_without_threads_a_busy_channel_takes_no_challenge(  # noqa: PLR0917 (fixtures)
    env, lobby, moderator, alice, bob, carol
):
    await moderator.slash(lobby, "mod threads", enabled=False)
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    first = lobby.last_message
    await env.advance_time(60)
    await carol.slash(lobby, "challenge", game="draagostat", opponent=alice)
    waiting = lobby.last_message
    await bob.click(first, label="Accept")
    refused = private_answer(await alice.click(waiting, label="Accept"))
    assert refused.ephemeral
    assert refused.content.startswith("A match is already being played here")
    still = next(message for message in lobby.history() if message.id == waiting.id)
    assert "Accepted" not in still.content
    assert [button.label for row in still.components for button in row.children] == [
        "Accept",
        "Decline",
    ]
    await env.advance_time(60)
    again = await carol.slash(lobby, "challenge", game="draagostat", opponent=bob)
    assert again.response.content.startswith("A match is already being played here")


async def test_buttons_answer_before_they_work(env, lobby, alice, bob):
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    clicked = await bob.click(lobby.last_message, label="Accept")
    assert clicked.deferred
    assert lobby.history()[0].content.endswith(f"Accepted by <@{bob.id}>.")


async def test_a_time_zone_folder_is_refused_and_zones_are_offered(env, lobby, alice):
    refused = await alice.slash(lobby, "notify timezone", zone="America")
    assert refused.response.ephemeral
    assert refused.response.content.startswith("'America' is not a time zone I know")
    offered = await alice.autocomplete(lobby, "notify timezone", "zone", "new_y")
    assert [choice["value"] for choice in offered] == ["America/New_York"]


async def test_a_match_that_cannot_start_takes_its_new_thread_away(env, lobby, alice, bob):
    """Someone answers the challenge between the click and the match (the store says it
    is no longer pending): the member is told, the thread opened for the match is
    deleted, and no match exists."""
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    challenge = lobby.last_message

    async def answered_first(*_args):
        return None

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(SqlChallengeStore, "settle", answered_first)
        refused = private_answer(await bob.click(challenge, label="Accept"))
    assert refused.ephemeral
    assert refused.content == "Someone answered this challenge first."
    assert lobby.threads == []
    await bob.click(challenge, label="Accept")
    assert len(lobby.threads) == 1
