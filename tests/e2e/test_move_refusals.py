"""Refused moves change nothing and tell only the mover why."""

from __future__ import annotations

import pytest

import games
from bot.core.discord.interaction_errors import as_sentence
from games import IllegalMove
from i18n import ENGLISH, words
from tests.e2e.helpers import choices, slash_together, start_match


async def test_an_illegal_move_gets_the_engine_reason_privately(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    board = thread.last_message
    with pytest.raises(IllegalMove) as refusal:
        games.get("draughtnauts").start().play("11-20")
    result = await alice.slash(thread, "move", notation="11-20")
    assert result.response.ephemeral
    assert result.response.content == as_sentence(words(ENGLISH)(refusal.value.message))
    assert thread.last_message.id == board.id
    assert await choices(alice, thread) == await choices(alice, thread, "")


async def test_the_player_not_to_move_is_told_whose_turn_it_is(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    result = await bob.slash(thread, "move", notation="22-18")
    assert result.response.ephemeral
    assert result.response.content == "It is not your turn: Dark is to move."
    assert await choices(bob, thread) == ["?not-your-turn"]


async def test_a_spectator_cannot_move(env, lobby, alice, bob, carol):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    result = await carol.slash(thread, "move", notation="11-15")
    assert result.response.ephemeral
    assert result.response.content == "You are watching this match, not playing in it."
    assert await choices(carol, thread) == ["?watching"]


async def test_moving_where_no_match_is_played(env, lobby, alice):
    result = await alice.slash(lobby, "move", notation="11-15")
    assert result.response.ephemeral
    assert "No match is being played here" in result.response.content


async def test_two_simultaneous_moves_apply_exactly_one(env, monkeypatch, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    results = await slash_together(
        env,
        monkeypatch,
        thread,
        [(alice, "move", {"notation": "11-15"}), (alice, "move", {"notation": "9-13"})],
    )
    refused = [result for result in results if "not your turn" in result.response.content]
    assert len(refused) == 1
    assert refused[0].response.content == "It is not your turn: Light is to move."
    boards = [m for m in thread.history() if m.attachments and "played" in m.content]
    assert len(boards) == 1
