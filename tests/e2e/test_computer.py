"""Playing the computer through the real bot in SimCord: a whole game in each game to
its result, the computer's turn surviving a restart, and its answers to a draw offer
and a takeback. The computer thinks in a real process pool of one worker."""

from __future__ import annotations

import random
import re

import pytest

import ai
import games
from tests.e2e.helpers import RESULT, choices

COMPUTER_TO_MOVE = "(computer"


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


async def current_state(env, thread):
    matches = env.bot.services.matches
    return matches.state(await matches.latest_in_channel(thread.id))


@pytest.mark.parametrize("game", games.GAME_IDS)
async def test_a_whole_game_against_the_computer_ends_with_its_result(env, lobby, alice, game):
    extra, pick = WHOLE_GAMES[game]
    seat = games.get(game).seats[1]
    thread = await play_computer(lobby, alice, game, seat=seat, **extra)
    computer_seat = games.get(game).seats[0]
    first_board = f"<@{computer_id(env)}> ({computer_seat}, computer easy)"
    assert any(first_board in message.content for message in thread.history())
    for _ply in range(100):
        await env.settle()
        if RESULT.search(thread.last_message.content):
            break
        assert to_move(thread) == alice.id, thread.last_message.content
        offered = await choices(alice, thread)
        await alice.slash(thread, "move", notation=pick(await current_state(env, thread), offered))
    else:
        raise AssertionError("no result after 100 moves")
    headlines = [message.content.split("\n")[0] for message in thread.history()]
    assert any(f"<@{computer_id(env)}> ({computer_seat}) played" in line for line in headlines)
