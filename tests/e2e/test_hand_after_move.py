"""In the card game, each player's private confirmation of a move shows their new hand
(the same image and description as "Show my hand"), so nobody presses the button every
turn; games without hidden cards confirm in words only, and the last move of a match
shows no hand."""

from __future__ import annotations

from tests.e2e.helpers import final_answer, player_to_move, private_answer, start_match


async def test_each_move_confirms_with_the_movers_new_hand(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    for _ in range(4):
        mover = player_to_move(thread, [alice, bob])
        [move] = [c["value"] for c in await mover.autocomplete(thread, "move", "notation", "")][:1]
        confirmed = final_answer(await mover.slash(thread, "move", notation=move))
        assert confirmed.ephemeral
        assert confirmed.content.startswith(f"You played `{move}`")
        [hand] = confirmed.attachments
        assert hand.filename == "hand.png"
        shown = await mover.click(thread.last_message, label="Show my hand")
        assert hand.description == private_answer(shown).attachments[0].description


async def test_a_game_without_hidden_cards_confirms_in_words(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    confirmed = final_answer(await alice.slash(thread, "move", notation="11-15"))
    assert confirmed.attachments == []
