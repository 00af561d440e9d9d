"""A member names a seat as the bot shows it to them: `/challenge seat:` and `/computer
play seat:` take the seat's name in any shipped language (`hell`, `Светлые`) as well as
its id (`light`), autocomplete offers the names of the chosen game's seats in the
member's language (each choosing the id), and a seat no game has is refused with the
seats named in the member's language."""

from __future__ import annotations

from i18n import words
from tests.e2e.helpers import custom_ids


async def seated(env, thread) -> dict[str, int]:
    return dict((await env.bot.services.matches.latest_in_channel(thread.id)).seats)


def answer(result) -> str:
    return (result.followups[-1] if result.followups else result.response).content


async def test_a_challenge_takes_the_seat_by_its_german_name(env, lobby, member_locale, alice, bob):
    member_locale.tag = "de"
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat=" hell ")
    await bob.click(lobby.last_message, custom_id=custom_ids(lobby.last_message)[0])
    assert (await seated(env, lobby.threads[-1]))["light"] == alice.id


async def test_the_computer_takes_the_seat_by_its_russian_name(env, lobby, member_locale, alice):
    member_locale.tag = "ru"
    await alice.slash(lobby, "computer play", game="domination-grid", level="easy", seat="БЕЛЫЕ")
    assert (await seated(env, lobby.threads[-1]))["white"] == alice.id


async def test_ids_are_still_taken(env, lobby, member_locale, alice):
    member_locale.tag = "ru"
    await alice.slash(lobby, "computer play", game="domination-cards", level="easy", seat="v")
    assert (await seated(env, lobby.threads[-1]))["V"] == alice.id


async def test_autocomplete_offers_the_names_and_chooses_the_ids(env, lobby, member_locale, alice):
    member_locale.tag = "ru"
    for command in ("challenge", "computer play"):
        offered = await alice.autocomplete(lobby, command, "seat", "", game="domination-cards")
        assert offered == [
            {"name": "Вертикаль", "value": "V"},
            {"name": "Горизонталь", "value": "H"},
        ]
        offered = await alice.autocomplete(lobby, command, "seat", "гор", game="domination-cards")
        assert offered == [{"name": "Горизонталь", "value": "H"}]
        offered = await alice.autocomplete(lobby, command, "seat", "h", game="domination-cards")
        assert offered == [{"name": "Горизонталь", "value": "H"}]


async def test_an_unknown_seat_is_refused_naming_the_seats(env, lobby, member_locale, alice, bob):
    member_locale.tag = "de"
    refused = await alice.slash(lobby, "challenge", game="draagostat", opponent=bob, seat="rot")
    said = words("de")
    assert said("seat-draagostat-dark") in answer(refused)
    assert said.list([said("seat-draagostat-dark"), said("seat-draagostat-light")]) in answer(
        refused
    )
    assert lobby.threads == []
