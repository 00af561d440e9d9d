"""A request posted with buttons loses them when it lapses, as a draw offer does.

The kinds of request with buttons, each checked here or where named:
- a challenge (Accept, Decline): answered or expired, its message is edited without
  them (tests/e2e/test_challenges.py); a click that finds it settled or overdue takes
  them away;
- a draw offer: the next move or the end of the match takes them away
  (tests/e2e/test_play_papercuts.py);
- a takeback request: the same;
- a rematch offer: a click that finds it taken takes them away;
- a claim of a win on time: the late player's move or the end of the match takes it
  away; after a restart, a click that finds the match over or the turn passed does;
- the private question of `/match resign`: the same.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from simcord.backend.errors import SetupError

from tests.e2e.helpers import private_answer, resign, start_match


def labels(thread, message):
    posted = next(m for m in thread.history() if m.id == message.id)
    return [button.label for row in posted.components for button in row.children]


async def test_a_move_takes_the_buttons_off_a_takeback_request(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "move", notation="11-15")
    await alice.slash(thread, "takeback")
    request = thread.last_message
    assert labels(thread, request) == ["Allow takeback", "Refuse takeback"]
    await bob.slash(thread, "move", notation="22-18")
    assert labels(thread, request) == []


async def test_the_end_of_the_match_takes_the_buttons_off_a_takeback_request(
    env, lobby, alice, bob
):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "move", notation="11-15")
    await alice.slash(thread, "takeback")
    request = thread.last_message
    await resign(bob, thread)
    assert labels(thread, request) == []


async def test_a_click_on_a_lapsed_takeback_takes_its_buttons_away(
    env, make_bot, lobby, alice, bob
):
    """After a restart the bot has forgotten the request's message: the click finds
    the request lapsed, says so and takes the buttons away."""
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "move", notation="11-15")
    await alice.slash(thread, "takeback")
    request = thread.last_message
    await env.restart_bot(make_bot())
    await bob.slash(thread, "move", notation="22-18")
    said = private_answer(await bob.click(request, label="Allow takeback"))
    assert said.content == "A move was played since the request, so it has lapsed."
    assert labels(thread, request) == []


async def test_a_click_on_a_taken_rematch_offer_takes_its_buttons_away(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await resign(alice, thread)
    await alice.slash(thread, "rematch")
    first = thread.last_message
    await bob.slash(thread, "rematch")
    await alice.click(thread.last_message, label="Accept rematch")
    await resign(alice, thread)
    refused = private_answer(await bob.click(first, label="Accept rematch"))
    assert refused.ephemeral
    assert labels(thread, first) == []


async def test_a_click_on_an_overdue_challenge_takes_its_buttons_away(
    env, lobby, moderator, alice, bob
):
    """A click that beats the expiry timer to an overdue challenge expires it."""
    await moderator.slash(lobby, "mod expiry", hours=1)
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob)
    challenge = lobby.last_message
    await env.bot.services.scheduler.cancel("challenge-expiry", "1")  # the timer is late
    await env.advance_time(timedelta(hours=2).total_seconds())
    refused = private_answer(await bob.click(challenge, label="Accept"))
    assert refused.ephemeral
    assert labels(lobby, challenge) == []


async def out_of_time(env, lobby, alice, bob):
    """A match whose first player (alice) ran out of time: its thread and the notice
    with bob's claim button."""
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await env.advance_time(timedelta(days=3).total_seconds())
    notice = thread.last_message
    assert labels(thread, notice) == ["Claim the win"]
    return thread, notice


async def test_a_click_on_the_claim_of_a_finished_match_takes_it_away(
    env, make_bot, lobby, alice, bob
):
    thread, notice = await out_of_time(env, lobby, alice, bob)
    await env.restart_bot(make_bot())  # the notice's message is forgotten
    await resign(alice, thread)
    refused = private_answer(await bob.click(notice, label="Claim the win"))
    assert refused.ephemeral
    assert labels(thread, notice) == []


async def test_a_move_in_time_after_all_takes_the_claim_button_away(env, lobby, alice, bob):
    thread, notice = await out_of_time(env, lobby, alice, bob)
    await alice.slash(thread, "move", notation="11-15")
    assert labels(thread, notice) == []


async def test_the_end_of_the_match_takes_the_claim_button_away(env, lobby, alice, bob):
    thread, notice = await out_of_time(env, lobby, alice, bob)
    await resign(alice, thread)
    assert labels(thread, notice) == []


async def test_a_click_on_a_claim_whose_turn_passed_takes_it_away(env, make_bot, lobby, alice, bob):
    """After a restart the notice's message is forgotten: the late player moved in
    time after all, so the click finds nothing to claim and takes the button away."""
    thread, notice = await out_of_time(env, lobby, alice, bob)
    await env.restart_bot(make_bot())
    await alice.slash(thread, "move", notation="11-15")
    refused = private_answer(await bob.click(notice, label="Claim the win"))
    assert refused.content == "It is your turn now: there is no win to claim."
    assert labels(thread, notice) == []


async def test_the_late_players_click_on_the_claim_leaves_it_for_the_opponent(
    env, make_bot, lobby, alice, bob
):
    thread, notice = await out_of_time(env, lobby, alice, bob)
    await env.restart_bot(make_bot())
    refused = private_answer(await alice.click(notice, label="Claim the win"))
    assert refused.content == "It is your own clock that is running."
    assert labels(thread, notice) == ["Claim the win"]


async def test_a_resignation_asked_in_a_finished_match_loses_its_button(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    asked = await alice.slash(thread, "match resign")
    question = asked.followups[-1] if asked.followups else asked.response
    await resign(bob, thread)
    refused = private_answer(await alice.click(question, label="Resign"))
    assert refused.content.startswith("This match is over")
    with pytest.raises(SetupError):
        await alice.click(question, label="Resign")
