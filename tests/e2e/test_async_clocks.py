"""Clocks through the real bot in SimCord: reminders, time-outs by claim and by server
setting, vacations, and a restart between a reminder and a time-out."""

from __future__ import annotations

import pytest

from tests.e2e.helpers import move_from_autocomplete, private_answer, start_match

pytestmark = pytest.mark.postgres

DAY = 86_400
HOUR = 3_600


def first(offered):
    return offered[0]


def reminders(thread):
    return [m.content for m in thread.history() if "of your time for this move" in m.content]


async def draughts(lobby, alice, bob):
    return await start_match(lobby, alice, bob, "draughtnauts", seat="dark")


async def test_the_board_shows_both_clocks(env, lobby, alice, bob):
    thread = await draughts(lobby, alice, bob)
    assert "Clock (3d a move): Dark 3d (running) · Light 3d" in thread.last_message.content


async def test_a_reminder_comes_at_half_time_and_not_again(env, lobby, alice, bob):
    thread = await draughts(lobby, alice, bob)
    await env.advance_time(36 * HOUR - 60)
    assert reminders(thread) == []
    await env.advance_time(60)
    assert reminders(thread) == [
        f"<@{alice.id}>, you have used 50% of your time for this move: 1d 12h left."
    ]
    await env.advance_time(20 * HOUR)
    assert len(reminders(thread)) == 1


async def test_the_opponent_claims_the_win_when_time_runs_out(env, lobby, alice, bob):
    thread = await draughts(lobby, alice, bob)
    await env.advance_time(3 * DAY)
    offer = thread.last_message
    assert f"<@{alice.id}> (Dark) has run out of time" in offer.content
    refused = await alice.click(offer, label="Claim the win")
    assert private_answer(refused).ephemeral
    await bob.click(offer, label="Claim the win")
    assert f"**<@{bob.id}> (Light) wins**: Dark ran out of time." in thread.last_message.content


async def test_with_the_server_setting_time_running_out_loses_at_once(
    env, lobby, alice, bob, moderator
):
    await moderator.slash(lobby, "pace-settings", automatic_timeout=True)
    thread = await draughts(lobby, alice, bob)
    await move_from_autocomplete(alice, thread, first)
    await env.advance_time(3 * DAY)
    assert f"**<@{alice.id}> (Dark) wins**: Light ran out of time." in thread.last_message.content


async def test_a_vacation_stops_the_clock_and_the_opponent_is_told(env, lobby, alice, bob):
    thread = await draughts(lobby, alice, bob)
    await env.advance_time(DAY)
    await alice.slash(lobby, "vacation start", days=4)
    assert "is on vacation until" in thread.last_message.content
    shown = await bob.slash(thread, "clock")
    assert "Dark 2d (paused)" in shown.response.content
    assert "Dark is on vacation until" in shown.response.content
    await env.advance_time(4 * DAY)
    assert "is back from vacation" in thread.last_message.content
    await env.advance_time(2 * DAY - 60)
    assert "run out of time" not in thread.last_message.content
    await env.advance_time(60)
    assert f"<@{alice.id}> (Dark) has run out of time" in thread.last_message.content


async def test_timers_survive_a_restart_between_a_reminder_and_the_time_out(
    env, make_bot, lobby, alice, bob
):
    thread = await draughts(lobby, alice, bob)
    await env.advance_time(2 * DAY)
    assert len(reminders(thread)) == 1

    await env.restart_bot(make_bot())

    await env.advance_time(DAY)
    assert len(reminders(thread)) == 2
    assert f"<@{alice.id}> (Dark) has run out of time" in thread.last_message.content


async def test_clock_commands_answer_privately_even_where_no_match_is(env, lobby, alice):
    for command in ("clock", "claim", "takeback"):
        answer = private_answer(await alice.slash(lobby, command))
        assert answer.ephemeral
        assert answer.content.startswith("No match is being played here")


def out_of_time_posts(thread):
    return [m for m in thread.history() if "has run out of time" in m.content]


async def test_a_time_out_that_fell_due_while_the_bot_was_down_is_announced_once(
    env, make_bot, lobby, alice, bob
):
    """Issue 26, defect 9: the reminder due at the same time re-armed the time-out
    the scheduler had already claimed, so it fired twice."""
    await alice.slash(lobby, "notify on")
    await alice.slash(
        lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark", time="10m"
    )
    await bob.click(lobby.last_message, label="Accept")
    thread = lobby.threads[-1]
    await move_from_autocomplete(alice, thread, first)
    await env.bot.services.scheduler.stop()  # the bot is down...
    await env.advance_time(11 * 60)  # ...for longer than the time per move

    await env.restart_bot(make_bot())
    await env.advance_time(HOUR)

    assert len(out_of_time_posts(thread)) == 1
    direct = [m for m in alice.user.dm_channel.history() if "run out of time" in m.content]
    assert len(direct) == 1
