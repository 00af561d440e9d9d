"""Playing the computer in the playground's page: `/computer play` in the lobby, one
move picked from autocomplete, and the board with the computer's answer."""

from __future__ import annotations

import re

from tests.playground.preview_client import PlaygroundIndex


def test_a_move_against_the_computer_is_answered_on_a_new_board(playground_url):
    alice = PlaygroundIndex(playground_url).show("lobby").open_page("alice")
    me = alice.viewer_id("alice")

    alice.slash("computer play", game="draughtnauts", level="easy", seat="dark")
    first_board = alice.messages()[-1]
    assert f"<@{me}> (Dark)" in first_board["content"]
    assert "computer easy" in first_board["content"]
    alice.slash("move", notation=alice.autocomplete("move", "notation")[0])

    answer = alice.messages()[-1]["content"]
    assert re.search(r"\*\*2\.\*\* <@\d+> \(Light\) played `[^`]+`", answer), answer
    assert f"<@{me}> (Dark) to move." in answer
    (image,) = alice.messages()[-1]["attachments"]
    assert image["filename"] == "board.png"
