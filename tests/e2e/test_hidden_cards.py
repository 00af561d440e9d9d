"""While a card match is ongoing, nothing the opponent or a spectator can fetch carries
its seed, the other player's hand or the deck order; after the end the full export is
theirs."""

from __future__ import annotations

import re

import games
import render
from tests.e2e.helpers import (
    final_answer,
    move_from_autocomplete,
    private_answer,
    resign,
    start_match,
)


def last(offered):
    return offered[-1]


async def everything_shown(result) -> list[str]:
    """The text of every message an interaction produced, with its text attachments."""
    texts = []
    for message in [result.response, *result.followups]:
        if message is None:
            continue
        texts.append(message.content)
        texts += [embed.description or "" for embed in message.embeds]
        for attachment in message.attachments:
            texts.append(attachment.description or "")
            if attachment.filename.endswith(".txt"):
                texts.append((await attachment.read()).decode())
    return texts


async def test_no_secret_reaches_the_opponent_or_a_spectator(  # noqa: PLR0917 (fixtures)
    env, simcord_bot, lobby, alice, bob, carol
):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    await move_from_autocomplete(alice, thread, last)
    await move_from_autocomplete(bob, thread, last)
    matches = simcord_bot.services.matches
    match = await matches.in_channel(thread.id)
    state = matches.state(match)
    seed, alices_hand, bobs_hand = (
        str(match.seed),
        *(render.describe_hand(state, seat) for seat in ("H", "V")),
    )

    for member, secrets in ((bob, [seed, alices_hand]), (carol, [seed, alices_hand, bobs_hand])):
        shown = []
        for name in ("match board", "match history", "replay", "matches", "clock"):
            shown += await everything_shown(await member.slash(thread, name))
        board = [m for m in thread.history() if m.attachments and "to move" in m.content][-1]
        shown += await everything_shown(await member.click(board, label="Show my hand"))
        shown += [m.content for m in thread.history()]
        shown += [a.description or "" for m in thread.history() for a in m.attachments]
        for secret in secrets:
            assert not any(secret in text for text in shown), (member.name, secret)

    await resign(alice, thread)
    history = private_answer(await carol.slash(thread, "match history"))
    export = (await history.attachments[0].read()).decode()
    assert f"seed: {match.seed}" in export


FULL_DECK = "order=" + ",".join(
    str(c) for c in games.get("domination-cards").options({}).pack.cards()
)


async def test_nobody_fixes_the_deal_through_options(env, lobby, alice, bob, moderator):
    """A deck order given in full would tell whoever reads the options every hand."""
    attempts = [
        (alice, "challenge", {"game": "domination-cards", "opponent": bob, "options": FULL_DECK}),
        (alice, "computer play", {"game": "domination-cards", "options": FULL_DECK}),
        (moderator, "mod defaults", {"game": "domination-cards", "options": FULL_DECK}),
        (
            moderator,
            "tournament-mod create",
            {"name": "Cup", "game": "domination-cards", "format": "swiss", "options": FULL_DECK},
        ),
    ]
    for member, command, options in attempts:
        refused = private_answer(await member.slash(lobby, command, **options))
        assert refused.content.startswith("The cards are dealt by the bot"), command
    assert lobby.history() == [] and lobby.threads == []
    await env.bot.services.thinking.close()


async def test_the_computers_hand_stays_hidden(env, simcord_bot, lobby, alice):
    await alice.slash(lobby, "computer play", game="domination-cards", level="easy", seat="H")
    thread = lobby.threads[-1]
    await env.settle()
    matches = simcord_bot.services.matches
    match = await matches.latest_in_channel(thread.id)
    secrets = [str(match.seed), render.describe_hand(matches.state(match), "V")]
    shown = []
    for name in ("match board", "match history", "matches", "clock"):
        shown += await everything_shown(await alice.slash(thread, name))
    shown += await everything_shown(await alice.click(thread.history()[0], label="Show my hand"))
    shown += [m.content for m in thread.history()]
    shown += [a.description or "" for m in thread.history() for a in m.attachments]
    for secret in secrets:
        assert not any(secret in text for text in shown), secret
    await simcord_bot.services.thinking.close()


async def test_a_rematchs_first_board_shows_no_hand(  # noqa: PLR0917 (fixtures)
    env, simcord_bot, lobby, alice, bob, carol
):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    await resign(alice, thread)
    await alice.slash(thread, "rematch")
    await bob.click(thread.last_message, label="Accept rematch")
    matches = simcord_bot.services.matches
    rematch = await matches.in_channel(thread.id)
    state = matches.state(rematch)
    secrets = [str(rematch.seed), *(render.describe_hand(state, seat) for seat in ("H", "V"))]
    first_board = thread.last_message
    shown = [first_board.content, *(a.description or "" for a in first_board.attachments)]
    shown += await everything_shown(await carol.slash(thread, "matches"))
    for secret in secrets:
        assert not any(secret in text for text in shown), secret


async def test_a_duplicate_deal_gets_no_rematch_and_its_posts_no_cards(  # noqa: PLR0917 (fixtures)
    env, simcord_bot, guild, lobby, moderator, carol
):
    """Every table of a round plays the same deck order: once a table is over its export
    shows that order (it is the players' own match), so its cards must not come back
    in a rematch, and no post of the tournament may show them while tables play on."""
    created = await moderator.slash(
        lobby,
        "tournament-mod create",
        name="Cup",
        game="domination-cards",
        format="swiss",
        rounds=1,
        duplicate_deals=True,
    )
    tournament = int(re.search(r"#(\d+)", final_answer(created).content).group(1))
    players = [guild.add_member(env.create_user(name)) for name in ("ann", "ben", "cid", "dee")]
    post = lobby.last_message
    for player in players:
        await player.click(post, label="Join")
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    await env.settle()
    matches = simcord_bot.services.matches
    tables = [await matches.in_channel(thread.id) for thread in lobby.threads]
    assert len(tables) == 2 and tables[0].options == tables[1].options
    deck = ", ".join(tables[0].options["order"])
    places = [lobby, *lobby.threads]
    shown = [m.content for place in places for m in place.history()]
    shown += [
        a.description or "" for place in places for m in place.history() for a in m.attachments
    ]
    shown += await everything_shown(await carol.slash(lobby, "tournament list"))
    assert not any(deck in text or "order" in text for text in shown)

    first = lobby.threads[0]
    player = next(p for p in players if p.id in tables[0].seats.values())
    await resign(player, first)
    refused = private_answer(await player.slash(first, "rematch"))
    assert refused.content.startswith("These cards were dealt for a whole tournament round")

    other = lobby.threads[1]
    rival = next(p for p in players if p.id in tables[1].seats.values())
    history = private_answer(await rival.slash(first, "match history"))
    assert history.attachments == []
    assert history.content.endswith(
        "The replay file comes when every table with this deal is over."
    )
    replay = await rival.slash(lobby, "replay", match=tables[0].id)
    assert final_answer(replay).content.startswith("Another table still plays these cards")
    await resign(rival, other)
    history = private_answer(await rival.slash(first, "match history"))
    assert deck.replace(", ", '", "') in (await history.attachments[0].read()).decode()
