"""'Show my hand' draws the hand at the match's real move, not at a fresh start: its
corner names the last move, as the public board does."""

from __future__ import annotations

import render
from tests.e2e.helpers import move_from_autocomplete, private_answer, start_match


def last(offered):
    return offered[-1]


async def test_the_hand_shows_the_move_the_match_is_at(env, simcord_bot, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    for member in (alice, bob, alice):
        await move_from_autocomplete(member, thread, last)
    board = [m for m in thread.history() if m.attachments and "to move" in m.content][-1]

    shown = private_answer(await bob.click(board, label="Show my hand"))

    matches = simcord_bot.services.matches
    state = matches.state(await matches.in_channel(thread.id))
    assert state.ply == 3
    (picture,) = shown.attachments
    assert await picture.read() == render.render_hand(state, "V")
    assert picture.description == render.describe_hand(state, "V")
