"""Small things members trip over: resigning by accident, stale offer buttons, asking
in the wrong channel, and whose side a private board is drawn from."""

from __future__ import annotations

import render
from tests.e2e.helpers import TO_MOVE, private_answer, start_match


def now(thread, message):
    """`message` as it stands now."""
    return next(m for m in thread.history() if m.id == message.id)


async def test_resigning_needs_one_more_click(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    asked = await alice.slash(thread, "match resign")
    question = private_answer(asked)
    assert question.content == "Resign this match?"
    assert TO_MOVE.search(thread.last_message.content), "nothing ends before the click"
    confirmed = await alice.click(question, label="Resign")
    assert confirmed.response.content == "You resigned."
    assert f"**<@{bob.id}> (Light) wins**: Dark resigned." in thread.last_message.content


async def test_a_spectator_cannot_resign_for_a_player(env, lobby, alice, bob, carol):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    refused = private_answer(await carol.slash(thread, "match resign"))
    assert refused.content == "You are not playing in this match."


async def test_draw_refusals_are_private(env, lobby, alice, bob, carol):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    watcher = private_answer(await carol.slash(thread, "match draw"))
    assert watcher.content == "You are not playing in this match."
    await alice.slash(thread, "match draw")
    offers = len(thread.history())
    again = private_answer(await alice.slash(thread, "match draw"))
    assert again.content == "Your draw offer is already on the table."
    assert len(thread.history()) == offers, "no refusal is posted in the thread"


async def test_a_move_takes_the_buttons_off_a_standing_draw_offer(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await bob.slash(thread, "match draw")
    offer = thread.last_message
    assert offer.components
    await alice.slash(thread, "move", notation="11-15")
    assert now(thread, offer).components == []


async def test_an_answered_takeback_loses_its_buttons(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "move", notation="11-15")
    await alice.slash(thread, "takeback")
    request = thread.last_message
    await bob.click(request, label="Allow takeback")
    assert now(thread, request).components == []


async def test_a_command_in_the_parent_channel_points_to_the_match_thread(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    for command, options in [("move", {"notation": "11-15"}), ("match board", {})]:
        refused = private_answer(await alice.slash(lobby, command, **options))
        assert f"<#{thread.id}>" in refused.content


async def test_a_players_board_is_drawn_from_their_side(  # noqa: PLR0917 (fixtures)
    env, simcord_bot, lobby, alice, bob, carol
):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    matches = simcord_bot.services.matches
    state = matches.state(await matches.in_channel(thread.id))
    for member, viewer in [(bob, "light"), (carol, None)]:
        shown = private_answer(await member.slash(thread, "match board"))
        assert await shown.attachments[0].read() == render.render(state, viewer)
