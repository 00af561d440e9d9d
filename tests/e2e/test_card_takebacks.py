"""In the card game moves stand: a takeback would hand back a card its owner has seen.

Undoing a Domination turn puts the card just drawn back on top of the deck, so the
player asking would know what waits there. The bot refuses the request itself, before
the opponent is even asked.
"""

from __future__ import annotations

from tests.e2e.helpers import move_from_autocomplete, start_match


async def test_a_takeback_in_the_card_game_is_refused_with_the_reason(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    await move_from_autocomplete(alice, thread, lambda offered: offered[0])
    board = thread.last_message
    asked = await alice.slash(thread, "takeback")
    assert asked.response.ephemeral
    assert "Moves stand in Domination" in asked.response.content
    assert "hidden cards" in asked.response.content
    assert thread.last_message.id == board.id, "the opponent must not be asked"
