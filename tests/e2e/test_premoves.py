"""Conditional premoves through the real bot: queue, list, replace (with the confirming
click) and clear in every game; the answer played in the opponent's move's own
transaction; no trace of a premove for the opponent or a spectator; takebacks; a
tournament that forbids them."""

from __future__ import annotations

import re

import pytest

from bot.core.storage.match_store import SqlMatchStore
from bot.premoves.storage.premove_store import SqlPremoveStore
from tests.e2e.helpers import (
    final_answer,
    open_tournament,
    private_answer,
    resign,
    start_match,
)

pytestmark = pytest.mark.postgres

GAMES = {
    "draagostat": ("dark", None),
    "draughtnauts": ("dark", None),
    "domination-cards": ("H", "first=H"),
    "domination-grid": ("black", "size=8"),
}
SPACED = {"domination-cards", "domination-grid"}


async def offered(member, thread, typed: str) -> list[str]:
    choices = await member.autocomplete(thread, "premove add", "line", typed)
    return [choice["value"] for choice in choices]


async def line_from_autocomplete(member, thread, game: str, pick: int = 0) -> str:
    """A two-move line built the way a member does: the opponent's move, then an
    answer, each picked from autocomplete."""
    separator = "; " if game in SPACED else " "
    [*_, condition] = (await offered(member, thread, ""))[: pick + 1]
    answers = await offered(member, thread, condition + separator)
    assert answers, f"no answer offered after {condition!r}"
    return answers[pick]


async def premove(member, thread, line: str) -> str:
    return final_answer(await member.slash(thread, "premove add", line=line)).content


async def listing(member, thread) -> str:
    return final_answer(await member.slash(thread, "premove list")).content


async def rows(env, sql: str) -> list[tuple]:
    return [tuple(row) for row in await env.bot.services.database.fetch_all(sql)]


@pytest.mark.parametrize("game", list(GAMES))
async def test_queue_list_replace_and_clear(game, lobby, alice, bob):
    seat, options = GAMES[game]
    thread = await start_match(lobby, alice, bob, game, seat=seat, options=options)
    first = await line_from_autocomplete(bob, thread, game)
    assert "Queued" in await premove(bob, thread, first)
    assert first.split(";")[0].split(" ")[0] in await listing(bob, thread)
    separator = "; " if game in SPACED else " "
    condition = first.split(separator)[0]
    other = [a for a in await offered(bob, thread, condition + separator) if a != first]
    if other:  # a different answer to the same move: asked first, replaced on the click
        asked = await bob.slash(thread, "premove add", line=other[0])
        question = final_answer(asked)
        assert "Replace that branch" in question.content
        assert f"`{condition}; {first.split(separator)[-1]}`" in question.content  # the old
        replaced = private_answer(await bob.click(question, label="Replace"))
        assert "Queued" in replaced.content
        assert other[0].split(separator)[-1] in await listing(bob, thread)
    cleared = final_answer(await bob.slash(thread, "premove clear")).content
    assert "cleared" in cleared
    assert "no premoves" in await listing(bob, thread)


async def test_not_on_your_own_turn(lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    assert "your turn" in await premove(alice, thread, "22-18 11-15")
    [why] = await alice.autocomplete(thread, "premove add", "line", "")
    assert "your turn" in why["name"]
    assert "your turn" in await premove(alice, thread, why["value"])  # picked and sent


async def test_the_answer_comes_with_the_move(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await premove(bob, thread, "11-15 22-18 15x22 25x18")
    await alice.slash(thread, "move", notation="11-15")
    boards = [m.content for m in thread.history() if "played" in m.content]
    assert any("`22-18`" in board for board in boards[-1:])
    assert "`15x22`" not in "".join(boards)
    await alice.slash(thread, "move", notation="15x22")
    assert "`25x18`" in thread.last_message.content
    [(moves,)] = await rows(env, "SELECT COUNT(*) FROM moves")
    assert moves == 4
    assert await rows(env, "SELECT seat FROM premove_trees") == []


@pytest.mark.parametrize("game", list(GAMES))
async def test_every_game_answers(game, env, lobby, alice, bob):
    """The opponent's move (one the test knows the opponent can play: the card game
    hides the hand from bob, not from the test) is answered by bob's queued answer, in
    every game, and the answer's board follows the move's."""
    seat, options = GAMES[game]
    thread = await start_match(lobby, alice, bob, game, seat=seat, options=options)
    match = await env.bot.services.matches.in_channel(thread.id)
    expected = str(env.bot.services.matches.state(match).legal_moves()[-1])
    separator = "; " if game in SPACED else " "
    [line, *_] = await offered(bob, thread, expected + separator)
    assert "Queued" in await premove(bob, thread, line)
    await alice.slash(thread, "move", notation=expected)
    notations = [row[0] for row in await rows(env, "SELECT notation FROM moves ORDER BY number")]
    assert notations == line.split(separator)
    assert thread.history()[-1].content.startswith("**2.**")
    assert thread.history()[-2].content.startswith("**1.**")


async def test_an_instant_answer_uses_no_time(env, lobby, alice, bob):
    """Alice thinks two days; bob's premove answers at that instant: his time per move
    and his reserve are whole, and alice's fresh turn runs."""
    await alice.slash(
        lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark", time="3d+7d"
    )
    await bob.click(lobby.last_message, label="Accept")
    thread = lobby.threads[-1]
    await premove(bob, thread, "11-15 22-18")
    await env.advance_time(2 * 86_400)
    await alice.slash(thread, "move", notation="11-15")
    clock = final_answer(await bob.slash(thread, "clock")).content
    assert "Light 10d (reserve 7d)" in clock  # what a turn and the reserve hold
    assert "Dark 10d (reserve 7d) (running)" in clock


async def test_a_move_the_tree_did_not_expect_discards_it(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await premove(bob, thread, "11-15 22-18")
    await alice.slash(thread, "move", notation="10-14")
    [(moves,)] = await rows(env, "SELECT COUNT(*) FROM moves")
    assert moves == 1
    assert "no premoves" in await listing(bob, thread)


async def test_a_crash_between_the_move_and_its_answer_leaves_neither(
    env, monkeypatch, lobby, alice, bob
):
    """The answer's own move write fails (the process dies there): the opponent's move
    is not stored either, and the tree stays; played again, both come."""
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await premove(bob, thread, "11-15 22-18")
    written = SqlMatchStore.append_move
    calls = []

    async def dies_at_the_answer(self, *args, **kwargs):
        calls.append(args)
        if len(calls) == 2:
            raise RuntimeError("the process died here")
        return await written(self, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(SqlMatchStore, "append_move", dies_at_the_answer)
        failed = await alice.slash(thread, "move", notation="11-15")
    assert "went wrong" in final_answer(failed).content
    assert await rows(env, "SELECT notation FROM moves") == []
    assert await rows(env, "SELECT seat FROM premove_trees") == [("light",)]
    await alice.slash(thread, "move", notation="11-15")
    assert await rows(env, "SELECT notation FROM moves ORDER BY number") == [
        ("11-15",),
        ("22-18",),
    ]


async def test_a_crash_after_the_answer_leaves_neither(env, monkeypatch, lobby, alice, bob):
    """The last write of the answer (its owner's record) fails: nothing of either move."""
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await premove(bob, thread, "11-15 22-18")

    async def crash(*_args, **_kwargs):
        raise RuntimeError("the process died here")

    with monkeypatch.context() as patch:
        patch.setattr(SqlPremoveStore, "keep_answer", crash)
        await alice.slash(thread, "move", notation="11-15")
    assert await rows(env, "SELECT notation FROM moves") == []
    assert await rows(env, "SELECT match_id FROM premove_answers") == []


def everything_seen(env, member, thread, lobby) -> str:
    """Every text `member` can see: the channels' messages (with embeds, alt texts and
    buttons) and their direct messages."""
    messages = [*lobby.history(), *thread.history()]
    if member.user.dm_channel is not None:
        messages += list(member.user.dm_channel.history())
    parts = []
    for message in messages:
        parts.append(message.content or "")
        parts += [str(embed.to_dict()) for embed in message.embeds]
        parts += [a.description or "" for a in message.attachments]
        parts += [a.filename for a in message.attachments]
        parts += [str(row) for row in message.components]
    return "\n".join(parts)


async def test_no_trace_for_the_opponent_or_a_spectator(env, lobby, alice, bob, carol):
    for member in (alice, bob, carol):
        await member.slash(lobby, "notify on")
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await premove(bob, thread, "11-15 22-18 15x22 25x18")
    await alice.slash(thread, "move", notation="11-15")
    told = [m.content for m in bob.user.dm_channel.history()]
    assert any("premove answered `11-15` with `22-18`" in text for text in told)
    answered = thread.last_message.content
    await alice.slash(thread, "move", notation="15x22")
    by_hand = thread.last_message.content
    # The answer's board reads like any move's: the same words, its own move.
    assert re.sub(r"`[^`]*`|\d+", "", answered) == re.sub(r"`[^`]*`|\d+", "", by_hand)
    await resign(alice, thread)
    await carol.slash(thread, "replay")
    for member in (alice, carol):
        for command in ("match board", "match history"):
            answer = final_answer(await member.slash(thread, command))
            assert "premove" not in (answer.content or "").lower()
        seen = everything_seen(env, member, thread, lobby).lower()
        assert "premove" not in seen
        assert "25x18" in seen or member is carol
    assert "premove" not in everything_seen(env, carol, thread, lobby).lower()


async def test_takeback_of_the_answered_move_restores_the_branch(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await premove(bob, thread, "11-15 22-18")
    await alice.slash(thread, "move", notation="11-15")
    await alice.slash(thread, "takeback")
    await bob.click(thread.last_message, label="Allow takeback")
    assert await rows(env, "SELECT notation FROM moves") == []
    assert "11-15; 22-18" in await listing(bob, thread)
    await alice.slash(thread, "move", notation="11-15")
    assert len(await rows(env, "SELECT notation FROM moves")) == 2


async def test_a_tournament_may_forbid_premoves(env, guild, lobby, moderator):
    members = [guild.add_member(env.create_user(name)) for name in ("ann", "ben")]
    tournament = await open_tournament(
        moderator, lobby, members, game="draughtnauts", format="swiss", rounds=1, premoves=False
    )
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    await env.settle()
    thread = lobby.threads[-1]
    refusals = [await premove(member, thread, "11-15 22-18") for member in members]
    assert any("does not allow premoves" in refusal for refusal in refusals)
    assert await rows(env, "SELECT seat FROM premove_trees") == []


async def test_a_restart_keeps_the_tree(env, make_bot, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await premove(bob, thread, "11-15 22-18")
    await env.restart_bot(make_bot())
    await alice.slash(thread, "move", notation="11-15")
    assert await rows(env, "SELECT notation FROM moves ORDER BY number") == [
        ("11-15",),
        ("22-18",),
    ]
