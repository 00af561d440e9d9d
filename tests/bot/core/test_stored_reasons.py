"""How a match ended is kept as a message, so every reader words it in their language:
the store writes a game's reason as JSON in the existing text column, reads it back as
the same `Message`, and reads an older row's plain English as itself."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

import games
from bot.core.discord.board_post import status_line
from bot.core.records import EndHow, MatchResult, MoveRecord, NewMatch
from bot.core.storage.match_store import SqlMatchStore, read_reason, stored_reason
from i18n import Message, words

START = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
DOMINION = Message(
    "game-draagostat-dominion", seat=Message("game-seat", seat="dark"), squares="a1, b1, c1"
)


def new_match(channel_id: int = 7) -> NewMatch:
    return NewMatch(
        guild_id=1,
        channel_id=channel_id,
        game_id="draagostat",
        options={},
        seed=1,
        seats={"dark": 10, "light": 20},
        origin="challenge",
        position="start",
    )


async def test_a_games_reason_is_read_back_as_the_same_message(database):
    store = SqlMatchStore(database)
    match = await store.create(new_match(), START)
    move = MoveRecord(1, "dark", 10, "Bb2-b3", START)
    result = MatchResult("dark", EndHow.RULES, DOMINION)
    await store.append_move(match, move, "after", result, START)
    read = await store.get(match.id)
    assert read.result.reason == DOMINION
    assert words("de")(read.result.reason) == "Herrschaft! Dunkel hält die Stadt a1, b1, c1"


async def test_an_older_rows_plain_text_reads_as_itself(database):
    store = SqlMatchStore(database)
    match = await store.create(new_match(), START)
    await store.end(match, MatchResult(None, EndHow.ABORT, "called off"), START)
    read = await store.get(match.id)
    assert read.result.reason == "called off"
    assert words("fr")(read.result.reason) == "called off"


@pytest.mark.parametrize("text", ['{"id": "x"}', "[1, 2]", '"quoted"', "{not json", ""])
def test_text_that_merely_looks_like_json_stays_text(text: str) -> None:
    assert read_reason(stored_reason(text)) == text


async def test_the_result_line_speaks_the_channels_language(database):
    store = SqlMatchStore(database)
    state = games.get("draagostat").start()
    won = await store.create(new_match(channel_id=7), START)
    won = await store.end(won, MatchResult("dark", EndHow.RULES, DOMINION), START)
    assert status_line(won, state, words("de")) == (
        "**<@10> (Dunkel) gewinnt**: Herrschaft! Dunkel hält die Stadt a1, b1, c1."
    )
    repeated = MatchResult(None, EndHow.RULES, Message("game-draagostat-repetition"))
    drawn = await store.end(await store.create(new_match(channel_id=8), START), repeated, START)
    assert status_line(drawn, state, words("es")) == (
        "**Tablas**: la misma posición se ha repetido por tercera vez."
    )
    assert status_line(drawn, state, words("en")).startswith("**Draw**: the same position occurred")
