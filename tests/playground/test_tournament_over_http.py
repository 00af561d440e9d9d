"""A small tournament run entirely in the playground's page: you (a moderator) create a
round robin in the lobby, alice and bob join with its button, you start it, the index
lists the table's thread, the game is played out there, and the lobby names the
champion."""

from __future__ import annotations

import re

from tests.playground.preview_client import PlaygroundIndex, PreviewPage


def resign(page: PreviewPage) -> None:
    """`/match resign` and the confirming click on the private question it answers with."""
    page.slash("match resign")
    question = next(m for m in reversed(page.messages()) if "resign" in m["content"].lower())
    page.click(question, "Resign")


def post_of(page: PreviewPage) -> dict:
    """The tournament's own message in the lobby, as it stands now (the bot edits it)."""
    return next(m for m in page.messages() if m["content"].startswith("**Cup**"))


def to_move(board: dict) -> str:
    return re.search(r"<@(\d+)> \(\w+\) to move\.", board["content"]).group(1)


def test_a_round_robin_of_two_is_played_in_its_thread_to_a_champion(playground_url):
    index = PlaygroundIndex(playground_url)
    lobby = index.show("lobby")
    you, alice, bob = (lobby.open_page(name) for name in ("you", "alice", "bob"))

    you.slash("tournament-mod create", name="Cup", game="draughtnauts", format="round-robin")
    tournament = int(re.search(r"\(#(\d+)\)", post_of(you)["content"]).group(1))
    alice.click(post_of(alice), "Join")
    bob.click(post_of(bob), "Join")
    # An integer option travels as the text typed into the composer, as the page sends it.
    you.slash("tournament-mod start", tournament=str(tournament))

    (table,) = [name for name in index.channels() if name != "lobby"]
    assert table.startswith("Cup")
    thread = index.show(table)
    alice_at_table, bob_at_table = thread.open_page("alice"), thread.open_page("bob")
    board = alice_at_table.messages()[-1]
    assert board["attachments"][0]["filename"] == "board.png"
    first_to_move = alice_at_table if to_move(board) == alice.viewer_id("alice") else bob_at_table
    first_to_move.slash("move", notation=first_to_move.autocomplete("move", "notation")[0])
    second_to_move = bob_at_table if first_to_move is alice_at_table else alice_at_table
    resign(second_to_move)

    lobby = index.show("lobby")  # the tabs on the thread stop; the lobby opens again
    champion = "alice" if second_to_move is bob_at_table else "bob"
    news = [m["content"] for m in lobby.open_page("you").messages()]
    assert f"🏆 <@{alice.viewer_id(champion)}> wins" in "\n".join(news)
