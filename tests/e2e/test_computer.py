"""Playing the computer through the real bot in SimCord: a whole game in each game to
its result, the computer's turn surviving a restart, and its answers to a draw offer
and a takeback. The computer thinks in a real process pool of one worker."""

from __future__ import annotations

import random
import re

import pytest

import ai
import games
from bot.computer.service import LEASE
from games.contract import seat_name
from i18n import words
from tests.e2e.helpers import RESULT, bot_at_rest, choices, final_answer, resign

COMPUTER_TO_MOVE = "(computer"


@pytest.fixture(autouse=True)
def patient(env):
    """The computer thinks in another process: on a loaded machine a search can outlast
    SimCord's default 5 s wait for the bot's work, which would end a test mid-move."""
    env.settle_timeout = 30.0


def computer_id(env) -> int:
    return env.bot.user.id


async def play_computer(lobby, member, game: str, *, seat: str, level: str = "easy", **extra):
    """`/computer play` in the lobby; returns the match's thread."""
    result = await member.slash(lobby, "computer play", game=game, level=level, seat=seat, **extra)
    assert result.response.ephemeral
    return lobby.threads[-1]


def to_move(thread) -> int | None:
    found = re.search(r"<@(\d+)> \(\w+\) to move\.", thread.last_message.content)
    return None if found is None else int(found.group(1))


def first(state, offered):
    return offered[0]


def seeded_choice(state, offered):
    return random.Random(state.ply).choice(offered)


def thinking_member(state, offered):
    """A member who plays like the computer at `medium` (draagostat's easy computer
    loses to that in about thirty plies, where aimless moves would take hundreds)."""
    return str(ai.choose(state, "medium", random.Random(state.ply)))


WHOLE_GAMES = {
    "draagostat": ({}, thinking_member),
    "draughtnauts": ({}, first),
    "domination-cards": ({}, seeded_choice),
    "domination-grid": ({"options": "size=8"}, seeded_choice),
}


async def answered(env, thread, member, *, tries: int = 20) -> None:
    """Wait until the computer has answered: the game is over or it is `member`'s turn
    again. Its search runs in a worker process and the scheduler that starts it reads
    the database on aiosqlite's thread, which SimCord's settle does not wait for; and a
    turn that failed (a worker slow to start on a loaded machine) is tried again once its
    lease runs out, as in production. So look, and let the lease run out, a bounded
    number of times."""
    for _ in range(tries):
        await bot_at_rest(env)
        if RESULT.search(thread.last_message.content) or to_move(thread) == member.id:
            return
        await env.advance_time(LEASE.total_seconds() + 1)
    raise AssertionError(f"no answer from the computer: {thread.last_message.content}")


async def current_state(env, thread):
    matches = env.bot.services.matches
    return matches.state(await matches.latest_in_channel(thread.id))


@pytest.mark.parametrize("game", games.GAME_IDS)
async def test_a_whole_game_against_the_computer_ends_with_its_result(env, lobby, alice, game):
    extra, pick = WHOLE_GAMES[game]
    seat = games.get(game).seats[1]
    thread = await play_computer(lobby, alice, game, seat=seat, **extra)
    computer_named = words("en")(seat_name(game, games.get(game).seats[0]))
    first_board = f"<@{computer_id(env)}> ({computer_named}, computer easy)"
    assert any(first_board in message.content for message in thread.history())
    for _ply in range(100):
        await answered(env, thread, alice)
        if RESULT.search(thread.last_message.content):
            break
        offered = await choices(alice, thread)
        await alice.slash(thread, "move", notation=pick(await current_state(env, thread), offered))
    else:
        raise AssertionError("no result after 100 moves")
    headlines = [message.content.split("\n")[0] for message in thread.history()]
    assert any(f"<@{computer_id(env)}> ({computer_named}) played" in line for line in headlines)


async def test_the_computer_moves_after_a_restart_and_never_loses_on_time(
    env, lobby, alice, make_bot
):
    thread = await play_computer(lobby, alice, "draughtnauts", seat="dark", time="10m")
    # The bot's workers die: the computer cannot answer alice's move.
    await env.bot.services.thinking.close()
    await alice.slash(thread, "move", notation="11-15")
    assert to_move(thread) == computer_id(env)
    await env.advance_time(3_600)
    assert to_move(thread) == computer_id(env)  # no time-out, no reminder: still its turn
    claim = await alice.slash(thread, "claim")
    assert claim.response.ephemeral
    await env.restart_bot(make_bot())
    await bot_at_rest(env)
    assert "**2.**" in thread.last_message.content
    assert to_move(thread) == alice.id


async def test_the_computer_takes_a_draw_in_a_level_position(env, lobby, alice):
    thread = await play_computer(lobby, alice, "draughtnauts", seat="dark")
    await alice.slash(thread, "match draw")
    said = [message.content for message in thread.history()]
    assert "The computer accepts the draw." in said
    assert any("**Draw**: the players agreed to a draw." in text for text in said)


async def test_the_computer_declines_a_draw_when_it_stands_better(env, lobby, alice):
    thread = await play_computer(lobby, alice, "draughtnauts", seat="light")
    await alice.slash(thread, "match draw")
    said = [message.content for message in thread.history()]
    assert any(text.startswith("The computer declines the draw") for text in said)
    await alice.slash(thread, "move", notation=(await choices(alice, thread))[0])
    assert "**3.**" in thread.last_message.content  # play went on, and it answered


async def test_a_takeback_removes_the_members_move_and_the_answer(env, lobby, alice):
    thread = await play_computer(lobby, alice, "draughtnauts", seat="dark")
    await alice.slash(thread, "move", notation="11-15")
    answer = thread.last_message.content.split("\n")[0]
    await alice.slash(thread, "computer takeback")
    board = thread.last_message.content
    assert "took back your last move and its answer" in board
    assert f"<@{alice.id}> (Dark) to move." in board
    await alice.slash(thread, "move", notation="11-15")
    assert thread.last_message.content.split("\n")[0] == answer  # the same seed, the same reply
    refused = await alice.slash(thread, "takeback")
    assert refused.response.ephemeral
    assert "/computer takeback" in refused.response.content


async def test_refusals_are_private(env, lobby, alice, bob):
    for options in (
        {"game": "draughtnauts", "seat": "x" * 20},
        {"game": "draughtnauts", "options": "powerups=nonsense"},
        {"game": "domination-grid", "options": "size=٩٩"},
        {"game": "draughtnauts", "options": "\ud800=1"},
    ):
        refused = await alice.slash(lobby, "computer play", **options)
        assert refused.response.ephemeral
        assert len(refused.response.content) < 300
    assert lobby.threads == []
    thread = await play_computer(lobby, alice, "domination-cards", seat="H")
    refused = await alice.slash(thread, "computer takeback")
    assert refused.response.ephemeral  # the card game's moves stand
    refused = await bob.slash(thread, "computer takeback")
    assert refused.response.ephemeral
    refused = await bob.slash(thread, "computer settings", rated=True)
    assert refused.response.ephemeral


async def test_matches_against_the_computer_are_rated_only_when_the_server_says_so(
    env, lobby, alice, moderator
):
    thread = await play_computer(lobby, alice, "draughtnauts", seat="dark")
    await resign(alice, thread)
    board = await alice.slash(lobby, "rating leaderboard", game="draughtnauts")
    assert str(alice.id) not in final_answer(board).content
    await moderator.slash(lobby, "computer settings", rated=True)
    thread = await play_computer(lobby, alice, "draughtnauts", seat="dark")
    refused = await alice.slash(thread, "computer takeback")
    assert refused.response.ephemeral  # rated: moves stand
    await resign(alice, thread)
    thread = await play_computer(lobby, alice, "draughtnauts", seat="dark", level="hard")
    await resign(alice, thread)
    board = final_answer(
        await alice.slash(lobby, "rating leaderboard", game="draughtnauts")
    ).content
    assert str(alice.id) in board
    assert "the computer (easy)" in board
    assert "the computer (hard)" in board  # each level holds its own rating
    assert str(computer_id(env)) not in board
    stats = await alice.slash(lobby, "rating stats", game="draughtnauts")
    assert "lost against the computer (hard)" in final_answer(stats).content


async def test_the_computer_accepts_a_rematch_at_once_at_its_level(env, lobby, alice):
    thread = await play_computer(lobby, alice, "draughtnauts", seat="dark", level="hard")
    await resign(alice, thread)
    offered = await alice.slash(thread, "rematch")
    assert final_answer(offered).content == "The computer accepted: play on."
    said = [message.content for message in thread.history()]
    assert any(text.startswith("The computer accepts. **Rematch**") for text in said)
    assert not any("offers a rematch" in text for text in said)  # no button to wait for
    await bot_at_rest(env)
    # Seats swapped: the computer has dark now, moved first, and alice is to move.
    assert "**1.**" in thread.last_message.content
    assert to_move(thread) == alice.id
    services = env.bot.services
    rematch = await services.matches.latest_in_channel(thread.id)
    assert rematch.seats == {"dark": computer_id(env), "light": alice.id}
    assert await services.computer.level(rematch, "dark") == "hard"
