"""A complete short game of each of the four games, played by two members through the
real command tree: challenge, accept, then every move picked from autocomplete, until
the result message."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pytest

from tests.e2e.helpers import RESULT, play_to_the_end, start_match

pytestmark = pytest.mark.postgres


def first(ply, offered):
    return offered[0]


def last(ply, offered):
    return offered[-1]


@dataclass(frozen=True)
class ShortGame:
    """A game with options and a way of picking moves that ends quickly, and the
    result line it ends with."""

    game: str
    seat: str
    options: str | None
    pick: Callable[[int, Sequence[str]], str]
    limit: int
    result: str


SHORT_GAMES = [
    ShortGame("draughtnauts", "dark", None, last, 60, "(Light) wins**: Dark has no pieces left"),
    ShortGame("domination-grid", "black", "size=8", first, 20, "**Draw**: the same board"),
    ShortGame("domination-cards", "H", "first=H", last, 60, "(Horizontal) wins**: the deck is out"),
    ShortGame("draagostat", "dark", "setup=a1,b2,c3,d4", first, 40, "**Draw**: the same position"),
]


MATCH_RNG = 2026
"""The state of the bot's rng just before each match here: with the seats given, the
match seed is its one draw, so the pinned results hold whatever drew from it before."""


@pytest.mark.parametrize("case", SHORT_GAMES, ids=[case.game for case in SHORT_GAMES])
async def test_a_whole_game_to_its_result(env, simcord_bot, lobby, alice, bob, case):  # noqa: PLR0917
    simcord_bot.services.rng.seed(MATCH_RNG)
    thread = await start_match(lobby, alice, bob, case.game, seat=case.seat, options=case.options)
    assert thread.is_thread
    plies = await play_to_the_end(thread, [alice, bob], case.pick, case.limit)
    final = thread.last_message
    assert RESULT.search(final.content)
    assert case.result in final.content
    assert f"**{plies}.**" in final.content
    assert final.attachments[0].filename == "board.png"
