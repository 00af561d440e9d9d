"""Hidden information stays hidden on the match page, tested as `/match history` is
(tests/e2e/test_hidden_cards.py), output by output: everything a spectator's page of a
card match serves, its HTML, its JSON and its images at every position, carries no seed
and no hand, and every image is the spectator's picture; a player's private link shows
that player's hand and never the other's, opens for 7 days, stops when revoked, and
cannot be moved to another member or match."""

from __future__ import annotations

import json
import re

import pytest

import games
import render
from bot.web.board_table import board_rows
from i18n import words
from tests.e2e.helpers import final_answer, move_from_autocomplete, resign, start_match
from tests.e2e.web_pages import page_link, pages_settings

pytestmark = pytest.mark.postgres

SPECTATOR_PATHS = ("", "/page.json", "/history.txt", "/review.json", "/wait?version=-1")


@pytest.fixture
def settings(database_url):
    return pages_settings(database_url)


def last(offered):
    return offered[-1]


async def card_match(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    for member in (alice, bob, alice):
        await move_from_autocomplete(member, thread, last)
    match = await env.bot.services.matches.in_channel(thread.id)
    return thread, match


def position(match, ply):
    game = games.get(match.game_id)
    return game.replay(match.moves[:ply], dict(match.options), match.seed)


def hand_words(state, seat):
    return render.describe_hand(state, seat)


async def test_a_card_matchs_spectator_page_shows_no_hand_and_no_seed(
    env, visitor, lobby, alice, bob
):
    thread, match = await card_match(env, lobby, alice, bob)
    link = page_link(thread.last_message)
    secrets = [str(match.seed)]
    served_texts = []
    for path in SPECTATOR_PATHS:
        status, body, _ = await visitor.get(link, path)
        served_texts.append(body.decode())
        assert status in {200, 404}, path
    for ply in range(len(match.moves) + 1):
        state = position(match, ply)
        secrets += [hand_words(state, "H"), hand_words(state, "V")]
        secrets += [", ".join(str(card) for card in state.view(seat).hand) for seat in "HV"]
        shown = await visitor.json(link, f"/ply/{ply}.json")
        served_texts.append(json.dumps(shown, ensure_ascii=False))
        assert shown["hand"] is None
        assert shown["rows"] == [list(row) for row in board_rows(state, None, words("en"))]
        status, png, _ = await visitor.get(link, f"/ply/{ply}.png")
        ending = None
        assert status == 200 and png == render.render(state, None, locale="en", ending=ending)
        assert (await visitor.get(link, f"/ply/{ply}/hand.png"))[0] == 404
    for secret in secrets:
        assert not any(secret in text for text in served_texts), secret
    assert (await visitor.get(link, "/history.txt"))[0] == 404

    await resign(alice, thread)
    status, export, headers = await visitor.get(link, "/history.txt")
    assert status == 200 and f"seed: {match.seed}" in export.decode()
    assert headers["Content-Disposition"].startswith("attachment")


async def private_link(member, thread, **options) -> str:
    answer = final_answer(await member.slash(thread, "match link", **options))
    assert answer.ephemeral
    return re.search(r"<(https://[^>]+)>", answer.content).group(1)


async def test_a_private_link_shows_its_player_only_their_own_hand(  # noqa: PLR0917 (fixtures)
    env, visitor, lobby, alice, bob, carol
):
    thread, match = await card_match(env, lobby, alice, bob)
    link = await private_link(alice, thread)
    assert "/p/" in link
    state = position(match, len(match.moves))
    page = await visitor.json(link, "/page.json")
    assert page["viewer"] == "Horizontal"
    shown = await visitor.json(link, f"/ply/{len(match.moves)}.json")
    assert shown["hand"] == hand_words(state, "H")
    text = json.dumps(shown, ensure_ascii=False) + json.dumps(page, ensure_ascii=False)
    assert hand_words(state, "V") not in text and str(match.seed) not in text
    status, png, _ = await visitor.get(link, f"/ply/{len(match.moves)}/hand.png")
    assert status == 200 and png == render.render_hand(state, "H")
    status, board, _ = await visitor.get(link, f"/ply/{len(match.moves)}.png")
    assert board == render.render(state, "H")

    refused = final_answer(await carol.slash(thread, "match link"))
    assert refused.content == "You are not playing in this match."


async def test_a_private_link_cannot_be_moved_to_another_member_or_match(
    env, visitor, lobby, alice, bob
):
    thread, _ = await card_match(env, lobby, alice, bob)
    link = await private_link(alice, thread)
    key = link.rsplit("/", 1)[1]
    match_id, user_id, issued, expires, signature = key.split(".")
    forgeries = [
        f"{match_id}.{bob.id}.{issued}.{expires}.{signature}",
        f"{int(match_id) + 1}.{user_id}.{issued}.{expires}.{signature}",
        f"{match_id}.{user_id}.{issued}.{int(expires) + 86400}.{signature}",
        f"{match_id}.{user_id}.{issued}.{expires}.{signature[:-2]}AA",
        "1.2.3",
    ]
    base = link.rsplit("/", 1)[0]
    for forged in forgeries:
        assert (await visitor.get(f"{base}/{forged}", "/page.json"))[0] == 404, forged


async def test_a_private_link_expires_and_is_revoked(env, visitor, lobby, alice, bob):
    thread, _ = await card_match(env, lobby, alice, bob)
    first = await private_link(alice, thread)
    assert (await visitor.get(first, "/page.json"))[0] == 200
    second = await private_link(alice, thread, revoke=True)
    assert (await visitor.get(first, "/page.json"))[0] == 404
    assert (await visitor.get(second, "/page.json"))[0] == 200
    await env.advance_time(7 * 86400 + 1)
    assert (await visitor.get(second, "/page.json"))[0] == 404
    assert (await visitor.get(await private_link(alice, thread), "/page.json"))[0] == 200
