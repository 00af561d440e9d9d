"""'Show my hand' is offered while a card match is played, and on no board posted after
its end: the hands are then in the export, and a button would only refuse."""

from __future__ import annotations

from tests.e2e.helpers import RESULT, custom_ids, final_answer, resign, start_match


def offers_hand(message) -> bool:
    return any(custom_id.startswith("hand:") for custom_id in custom_ids(message))


async def test_boards_of_a_finished_card_match_offer_no_hand(lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    assert offers_hand(thread.last_message)
    await resign(alice, thread)
    final_board = [m for m in thread.history() if m.attachments][-1]
    assert RESULT.search(final_board.content), final_board.content
    asked_again = final_answer(await bob.slash(thread, "match board"))
    assert RESULT.search(asked_again.content), asked_again.content
    for board in (final_board, asked_again):
        assert not offers_hand(board), board.content
