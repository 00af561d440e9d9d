"""The card game's seats, H and V, say little by their names: the first board of a
match explains them, in the channel's language; later boards and games whose seats
name themselves (dark, light) do not."""

from __future__ import annotations

from i18n import words
from tests.e2e.helpers import custom_ids, move_from_autocomplete, start_match

EXPLAINED = "match-seats-domination-cards"


async def test_the_first_card_board_explains_h_and_v(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    first = thread.last_message.content
    assert words("en")(EXPLAINED) in first
    assert "horizontal" in first
    await move_from_autocomplete(alice, thread, lambda offered: offered[0])
    assert words("en")(EXPLAINED) not in thread.last_message.content


async def test_the_seats_are_explained_in_the_channels_language(env, lobby, moderator, alice, bob):
    await moderator.slash(lobby, "language set", scope="channel", language="de")
    await alice.slash(
        lobby, "challenge", game="domination-cards", opponent=bob, seat="H", options="first=H"
    )
    accept = custom_ids(lobby.last_message)[0]
    await bob.click(lobby.last_message, custom_id=accept)
    thread = lobby.threads[-1]
    assert words("de")(EXPLAINED) in thread.last_message.content
    assert words("de")(EXPLAINED) != words("en")(EXPLAINED)


async def test_seats_that_name_themselves_are_not_explained(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    assert len(thread.last_message.content.splitlines()) == 3  # heading, turn, clock
