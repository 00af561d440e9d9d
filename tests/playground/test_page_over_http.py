"""The playground's page, driven over HTTP through the preview's own API: the lobby
reached from the index, a challenge, its acceptance and one move picked from
autocomplete, as three browser tabs would."""

from __future__ import annotations

from tests.playground.conftest import HUNG_AFTER_SECONDS
from tests.playground.preview_client import PlaygroundIndex

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def test_a_challenge_and_a_move_played_through_the_page(playground_url):
    index = PlaygroundIndex(playground_url)
    assert list(index.channels()) == ["lobby"]  # no tournament yet, so no table threads
    session = index.show("lobby")
    assert "<html" in session.get_text("/").lower()
    alice = session.open_page("alice")
    bob = session.open_page("bob")
    assert [v["name"] for v in alice.snapshot["viewers"]] == ["you", "alice", "bob", "carol"]

    alice.slash("challenge", game="draughtnauts", opponent=alice.viewer_id("bob"), seat="dark")
    bob.click(bob.messages()[-1], "Accept")
    offered = alice.autocomplete("move", "notation")
    assert "11-15" in offered
    alice.slash("move", notation="11-15")

    board = alice.messages()[-1]
    assert "played `11-15`" in board["content"]
    assert f"<@{alice.viewer_id('bob')}> (Light) to move." in board["content"]
    (image,) = board["attachments"]
    assert image["filename"] == "board.png"
    assert alice.asset(image["asset_id"]).startswith(PNG_SIGNATURE)


def test_ending_the_session_in_the_page_stops_the_playground(playground_process):
    url, process = playground_process
    PlaygroundIndex(url).show("lobby").open_page("you").end_session()
    assert process.wait(timeout=HUNG_AFTER_SECONDS) == 0
