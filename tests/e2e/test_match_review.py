"""`/match review` through the real bot: a finished match of every game gets its graph,
computed once and kept; an ongoing match, and a tournament's match before the end of
its tournament, are refused in the member's language."""

from __future__ import annotations

import json

import pytest

import render
from bot.review.graph import graph_png, graph_words
from i18n import words
from tests.e2e.helpers import (
    final_answer,
    move_from_autocomplete,
    open_tournament,
    player_to_move,
    private_answer,
    resign,
    start_match,
)

pytestmark = pytest.mark.postgres

GAMES = [
    ("draughtnauts", "dark", None),
    ("draagostat", "dark", None),
    ("domination-cards", "H", None),
    ("domination-grid", "black", "size=8"),
]
PLIES = 4


@pytest.fixture(autouse=True)
def patient(env):
    """A first review searches every position in the computer's worker process, which
    starts with it: seconds, where SimCord waits five by default."""
    env.settle_timeout = 60.0


async def _played_and_resigned(lobby, alice, bob, game, *, seat, options):
    thread = await start_match(lobby, alice, bob, game, seat=seat, options=options)
    for _ in range(PLIES):
        member = player_to_move(thread, (alice, bob))
        await move_from_autocomplete(member, thread, lambda offered: offered[-1])
    await resign(alice, thread)
    return thread


@pytest.mark.parametrize(("game", "seat", "options"), GAMES)
async def test_a_finished_match_is_reviewed_once_with_its_graph(  # noqa: PLR0917 (fixtures)
    env, simcord_bot, lobby, alice, bob, carol, game, seat, options
):
    thread = await _played_and_resigned(lobby, alice, bob, game, seat=seat, options=options)
    match = await simcord_bot.services.matches.latest_in_channel(thread.id)
    asked = await carol.slash(thread, "match review")
    assert private_answer(asked).content == "The review is posted."
    post = thread.last_message
    assert post.content.startswith(f"The computer's review of match {match.id}:")
    assert [a.filename for a in post.attachments] == [f"review-{match.id}.png"]
    graph = await post.attachments[0].read()
    assert graph.startswith(b"\x89PNG")
    kept = await simcord_bot.services.reviews.review(match)
    assert [ply.played for ply in kept.plies] == list(match.moves)

    # Kept, not searched again: with the computer's workers gone, a second asking (by
    # the match's number, from the lobby) still gets the same picture.
    await simcord_bot.services.thinking.close()
    again = await bob.slash(lobby, "match review", match=match.id)
    assert private_answer(again).content == "The review is posted."
    assert await lobby.last_message.attachments[0].read() == graph


async def test_an_ongoing_match_is_refused(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "move", notation="11-15")
    refused = final_answer(await bob.slash(thread, "match review"))
    assert refused.ephemeral
    assert refused.content == "Only a finished match can be reviewed."
    assert "review" not in thread.last_message.content


async def test_a_refusal_reads_in_the_members_language(env, lobby, alice, bob, member_locale):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    member_locale.tag = "de"
    refused = final_answer(await bob.slash(thread, "match review"))
    assert refused.content == "Nur eine beendete Partie kann ausgewertet werden."


async def test_a_card_match_review_shows_no_card_while_it_is_played(  # noqa: PLR0917 (fixtures)
    env, simcord_bot, lobby, alice, bob, carol
):
    """While the match goes on, nothing of a review is shown (its preferred moves would
    name cards a player holds); once it is over, the post's words name no hand."""
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H")
    match = await simcord_bot.services.matches.in_channel(thread.id)
    state = simcord_bot.services.matches.state(match)
    hands = [render.describe_hand(state, seat) for seat in ("H", "V")]
    refused = final_answer(await carol.slash(thread, "match review"))
    assert refused.content == "Only a finished match can be reviewed."
    assert not any(hand in refused.content for hand in hands)
    await resign(alice, thread)
    await carol.slash(thread, "match review")
    post = thread.last_message
    shown = [post.content, *(a.description or "" for a in post.attachments)]
    assert not any(hand in text for hand in hands for text in shown)


async def test_a_tournament_match_waits_for_the_end_of_its_tournament(  # noqa: PLR0917 (fixtures)
    env, simcord_bot, guild, lobby, moderator, alice, bob, carol
):
    tournament = await open_tournament(
        moderator, lobby, (alice, bob, carol), game="draughtnauts", format="round-robin"
    )
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    await env.settle()
    matches = simcord_bot.services.matches
    table = lobby.threads[-1]
    match = await matches.in_channel(table.id)
    loser = next(m for m in (alice, bob, carol) if m.id in match.seats.values())
    await resign(loser, table)
    refused = final_answer(await carol.slash(lobby, "match review", match=match.id))
    assert refused.content == (
        "This match was played in a tournament: its review opens once the tournament is over."
    )
    await moderator.slash(lobby, "tournament-mod cancel", tournament=tournament)
    await env.settle()
    asked = await carol.slash(lobby, "match review", match=match.id)
    assert private_answer(asked).content == "The review is posted."


async def test_a_page_gets_the_review_as_plain_data_and_its_graph(
    env, simcord_bot, lobby, alice, bob
):
    """What a web page serves: the stored review as JSON values, and the same graph in
    the page's language, without Discord."""
    thread = await _played_and_resigned(
        lobby, alice, bob, "draughtnauts", seat="dark", options=None
    )
    reviews = simcord_bot.services.reviews
    match = await simcord_bot.services.matches.latest_in_channel(thread.id)
    assert await reviews.page_data(match, search=False) is None, "not searched yet"
    data = json.loads(json.dumps(await reviews.page_data(match)))
    assert await reviews.page_data(match, search=False) == data
    assert [ply["played"] for ply in data["plies"]] == list(match.moves)
    assert [ply["number"] for ply in data["plies"]] == list(range(1, PLIES + 1))
    assert {"mover", "preferred", "before", "after", "swing"} <= set(data["plies"][0])
    assert len(data["advantage"]) == PLIES + 1
    assert len(data["swings"]) == 3 and data["swings"] == sorted(data["swings"])
    kept = await reviews.review(match)
    assert (await graph_png(match.id, kept, words("de"))).startswith(b"\x89PNG")
    assert graph_words(match.id, kept, words("de")).title == f"Auswertung von Partie {match.id}"
