"""Asynchronous play beyond the clocks, through the real bot in SimCord: direct
messages and quiet hours, takebacks, rematches, the list of ongoing matches, replays
and the time control chosen at the challenge."""

from __future__ import annotations

import pytest

from tests.e2e.helpers import move_from_autocomplete, private_answer, resign, start_match

pytestmark = pytest.mark.postgres

HOUR = 3_600


def first(offered):
    return offered[0]


def direct_messages(member):
    return [message.content for message in member.user.dm_channel.history()]


async def test_quiet_hours_hold_the_direct_message_until_morning(env, lobby, alice, bob):
    # SimCord's day starts at 00:00 UTC, which is 09:00 in Tokyo.
    await bob.slash(lobby, "notify on")
    await bob.slash(lobby, "notify timezone", zone="Asia/Tokyo")
    await bob.slash(lobby, "notify quiet", start="08:00", end="12:00")
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, thread, first)
    assert direct_messages(bob) == []
    await env.advance_time(3 * HOUR - 60)
    assert direct_messages(bob) == []
    await env.advance_time(60)
    [message] = direct_messages(bob)
    assert "your move" in message
    assert direct_messages(alice) == []


async def test_an_accepted_takeback_removes_the_move(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    played = await move_from_autocomplete(alice, thread, first)
    await alice.slash(thread, "takeback")
    refused = await alice.click(thread.last_message, label="Allow takeback")
    assert "Only the opponent" in private_answer(refused).content
    await bob.click(thread.last_message, label="Allow takeback")
    board = thread.last_message.content
    assert "The last move was taken back." in board
    assert f"<@{alice.id}> (Dark) to move." in board
    again = await move_from_autocomplete(alice, thread, first)
    assert again == played
    assert f"**1.** <@{alice.id}> (Dark) played `{played}`" in thread.last_message.content


async def test_a_refused_takeback_keeps_the_move(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, thread, first)
    await alice.slash(thread, "takeback")
    await bob.click(thread.last_message, label="Refuse takeback")
    assert "refused the takeback" in thread.last_message.content
    await move_from_autocomplete(bob, thread, first)
    assert "**2.**" in thread.last_message.content


async def test_a_rematch_swaps_the_seats(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await resign(alice, thread)
    await alice.slash(thread, "rematch")
    await bob.click(thread.last_message, label="Accept rematch")
    board = thread.last_message.content
    assert f"**Rematch**: <@{bob.id}> (Dark) vs <@{alice.id}> (Light)" in board
    assert f"<@{bob.id}> (Dark) to move." in board


async def test_in_the_card_game_the_rematch_lets_the_loser_start(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=V")
    await resign(alice, thread)
    await bob.slash(thread, "rematch")
    await alice.click(thread.last_message, label="Accept rematch")
    board = thread.last_message.content
    assert f"<@{alice.id}> (Horizontal) vs <@{bob.id}> (Vertical)" in board
    assert f"<@{alice.id}> (Horizontal) to move." in board


async def test_the_list_of_ongoing_matches_says_whose_turn_it_is(env, lobby, alice, bob, carol):
    with_bob = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await start_match(lobby, carol, alice, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, with_bob, first)
    listed = await carol.slash(lobby, "matches", member=alice)
    lines = listed.response.content.splitlines()
    assert lines[0] == f"Ongoing matches of <@{alice.id}>:"
    assert f"<@{bob.id}> to move" in lines[1]
    assert f"/{with_bob.id}" in lines[1]
    assert f"<@{carol.id}> to move" in lines[2]


async def test_a_finished_match_can_be_replayed_as_a_gif(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, thread, first)
    await move_from_autocomplete(bob, thread, first)
    refused = await alice.slash(thread, "replay")
    assert private_answer(refused).ephemeral
    await resign(alice, thread)
    await alice.slash(thread, "replay")
    [gif] = thread.last_message.attachments
    assert gif.filename.endswith(".gif")


async def test_the_challenge_chooses_the_time_control(env, lobby, alice, bob):
    await alice.slash(
        lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark", time="10m+5m"
    )
    assert "(playing Dark, 10 minutes a move + 5 minutes reserve)" in lobby.last_message.content
    await bob.click(lobby.last_message, label="Accept")
    thread = lobby.threads[-1]
    assert (
        "Clock (10m a move + 5m reserve): Dark 15m (reserve 5m) (running) · Light 15m (reserve 5m)"
        in thread.last_message.content
    )


async def test_a_spectator_can_look_at_any_board_and_its_clock(env, lobby, alice, bob, carol):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, thread, first)
    shown = private_answer(await carol.slash(thread, "match board"))
    assert shown.attachments[0].filename == "board.png"
    assert "Clock (3d a move)" in shown.content
    shown = await carol.slash(thread, "clock")
    assert "Light 3d (running)" in shown.response.content
