"""While a card match is ongoing, nothing the opponent or a spectator can fetch carries
its seed, the other player's hand or the deck order; after the end the full export is
theirs."""

from __future__ import annotations

import render
from tests.e2e.helpers import move_from_autocomplete, private_answer, resign, start_match


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
