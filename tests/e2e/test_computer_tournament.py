"""The computer in a tournament through SimCord: a moderator enters it at a level, it is
seeded and paired like a member, it plays its own tables (its searches in the real
process pool), its results make the standings, and a moderator can take it out again
before the start. Members end their games by resigning."""

from __future__ import annotations

import re

import pytest

from tests.e2e.helpers import RESULT, bot_at_rest, choices, final_answer, resign


def tournament_id(result) -> int:
    return int(re.search(r"#(\d+)", result.response.content).group(1))


def post_of(lobby, tournament: int):
    return next(m for m in lobby.history() if m.content.startswith(f"**Cup** (#{tournament})"))


async def open_cup(moderator, lobby, members, **options) -> int:
    created = await moderator.slash(
        lobby, "tournament-mod create", name="Cup", game="draughtnauts", **options
    )
    tournament = tournament_id(created)
    for member in members:
        await member.click(post_of(lobby, tournament), label="Join")
    return tournament


def to_move(thread) -> int | None:
    found = re.search(r"<@(\d+)> \(\w+\) to move\.", thread.last_message.content)
    return None if found is None else int(found.group(1))


@pytest.fixture(autouse=True)
async def close_the_pool(env):
    """SimCord detaches a bot without closing it: stop the worker processes here."""
    yield
    await env.bot.services.thinking.close()


async def test_a_round_robin_with_the_computer_runs_to_its_champion(
    env, lobby, alice, bob, moderator
):
    computer = env.bot.user.id
    tournament = await open_cup(moderator, lobby, [alice, bob], format="round-robin")
    added = await moderator.slash(
        lobby, "tournament-mod add-computer", tournament=tournament, level="easy"
    )
    assert final_answer(added).content == "The computer (easy) is in the tournament."
    assert "the computer (easy)" in post_of(lobby, tournament).content
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    assert "Cup** starts with 3 players" in "\n".join(m.content for m in lobby.history())

    members = {alice.id: alice, bob.id: bob}
    computer_tables = 0
    done: set[int] = set()
    for _round in range(3):  # three players: three rounds, one bye in each
        await bot_at_rest(env)
        [thread] = [t for t in lobby.threads if t.id not in done]
        done.add(thread.id)
        seated = [int(user) for user in re.findall(r"<@(\d+)>", thread.history()[0].content)]
        if len(seated) == 2:  # alice and bob: bob resigns
            await resign(bob, thread)
            continue
        assert "the computer (easy)" in thread.history()[0].content
        computer_tables += 1
        member = members[seated[0]]
        first_board = thread.history()[1].content.split("\n")[0]
        assert " vs " in first_board  # before any move of the computer
        if to_move(thread) == computer:
            await bot_at_rest(env)
        assert to_move(thread) == member.id, thread.last_message.content
        await member.slash(thread, "move", notation=(await choices(member, thread))[0])
        await bot_at_rest(env)
        headlines = [m.content.split("\n")[0] for m in thread.history()]
        assert any(f"<@{computer}> (" in line and "played" in line for line in headlines)
        assert to_move(thread) == member.id  # it answered by itself
        await resign(member, thread)
        assert RESULT.search(thread.last_message.content)
        refused = await member.slash(thread, "rematch")  # a tournament game is not casual
        assert "casual games only" in final_answer(refused).content

    assert computer_tables == 2
    said = "\n".join(m.content for m in lobby.history())
    assert "🏆 the computer (easy) wins **Cup**!" in said
    assert "Finished: champion the computer (easy)." in post_of(lobby, tournament).content
    # The server rates no match against the computer: only alice and bob's game counts.
    board = final_answer(await alice.slash(lobby, "rating leaderboard", game="draughtnauts"))
    assert str(alice.id) in board.content
    assert "the computer" not in board.content


async def test_the_computer_enters_once_per_level_and_leaves_before_the_start(
    env, lobby, alice, bob, moderator
):
    tournament = await open_cup(moderator, lobby, [alice], format="swiss", rounds=2)
    for level in ("easy", "hard"):
        await moderator.slash(
            lobby, "tournament-mod add-computer", tournament=tournament, level=level
        )
    again = await moderator.slash(
        lobby, "tournament-mod add-computer", tournament=tournament, level="hard"
    )
    assert "already plays here at hard" in final_answer(again).content.lower()
    assert "Players (3)" in post_of(lobby, tournament).content

    removed = await moderator.slash(
        lobby, "tournament-mod remove-computer", tournament=tournament, level="easy"
    )
    assert final_answer(removed).content == "The computer (easy) is out."
    post = post_of(lobby, tournament).content
    assert "Players (2)" in post
    assert "the computer (easy)" not in post
    assert "the computer (hard)" in post
    missing = await moderator.slash(
        lobby, "tournament-mod remove-computer", tournament=tournament, level="medium"
    )
    assert "does not play here at medium" in final_answer(missing).content.lower()

    log = final_answer(await moderator.slash(lobby, "tournament-mod log", tournament=tournament))
    lines = log.content.split("\n")
    assert [line.split(f"<@{moderator.id}> ", 1)[1] for line in lines[1:]] == [
        "entered the computer (easy)",
        "entered the computer (hard)",
        "dropped the computer (easy)",
    ]
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    await bot_at_rest(env)
    [thread] = lobby.threads
    assert "the computer (hard)" in thread.history()[0].content


async def test_the_computers_table_never_times_out_and_resumes_after_a_restart(
    env, lobby, alice, moderator, make_bot
):
    computer = env.bot.user.id
    tournament = await open_cup(
        moderator, lobby, [alice], format="swiss", rounds=1, time_control="10m"
    )
    await moderator.slash(lobby, "tournament-mod add-computer", tournament=tournament, level="easy")
    await env.bot.services.thinking.close()  # its workers die: the computer cannot answer
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    await bot_at_rest(env)
    [thread] = lobby.threads
    if to_move(thread) == alice.id:
        await alice.slash(thread, "move", notation=(await choices(alice, thread))[0])
    assert to_move(thread) == computer
    await env.advance_time(3_600)
    assert to_move(thread) == computer  # its clock never runs out
    assert not RESULT.search(thread.last_message.content)
    await env.restart_bot(make_bot())
    await bot_at_rest(env)
    assert to_move(thread) == alice.id  # the start-up scan found its table's turn
    assert f"<@{computer}> (" in thread.last_message.content.split("\n")[0]
