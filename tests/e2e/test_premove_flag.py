"""A move asks for the opponent's premove tree only when the match row says one may be
queued (`matches.premoves`): most moves have none, and the `DELETE ... RETURNING` of
nobody's tree was a trip of every move. The flag lives in the database, so it holds
across processes: a premove queued through one bot process is answered when the move
it waits for is played through another, and a tree used up in one is not asked for by
the other's next move."""

from __future__ import annotations

import pytest

from bot.core.shard_ownership import ShardOwnership
from bot.premoves.service import Added
from bot.services import Services
from tests.e2e.service_stack import (
    SHARD_COUNT,
    close_stack,
    create_matches,
    guild_of_shard,
    open_stack,
)

pytestmark = pytest.mark.postgres

EVERY_SHARD = ShardOwnership(SHARD_COUNT, frozenset(range(SHARD_COUNT)))


@pytest.fixture
async def two_stacks(database_url):
    stacks = [await open_stack(database_url, EVERY_SHARD) for _ in range(2)]
    yield stacks
    for stack in stacks:
        await close_stack(stack)


async def premove_statements(stack: Services, match_id: int) -> list[str]:
    """Play the first move offered in the match through `stack`; the statements about
    premove trees it sent."""
    match = await stack.matches.get(match_id)
    state = stack.matches.state(match)
    assert state.to_move is not None
    sent: list[str] = []
    await stack.database.trace(lambda text, *_: sent.append(text))
    try:
        await stack.matches.play(match_id, match.seats[state.to_move], state.suggest("", 1)[0])
    finally:
        await stack.database.trace(None)
    return [text for text in sent if "premove_trees" in text]


async def queue_answer(stack: Services, match_id: int) -> tuple[int, str]:
    """Have the player not to move queue, through `stack`, an answer to the first move
    offered to their opponent; the opponent and that move."""
    match = await stack.matches.get(match_id)
    state = stack.matches.state(match)
    assert state.to_move is not None
    expected = state.suggest("", 1)[0]
    answer = state.play(expected).suggest("", 1)[0]
    owner = match.seats[match.other_seat(state.to_move)]
    added = await stack.premoves.add(match, owner, f"{expected};{answer}")
    assert isinstance(added, Added)
    return match.seats[state.to_move], expected


async def test_a_move_with_no_premove_queued_asks_nothing_of_premove_trees(two_stacks):
    first, _ = two_stacks
    (match_id,) = await create_matches(first, guild_of_shard(0), 1)
    for _ in range(3):
        assert await premove_statements(first, match_id) == []


async def test_a_premove_queued_through_one_process_is_answered_through_the_other(two_stacks):
    first, second = two_stacks
    (match_id,) = await create_matches(first, guild_of_shard(0), 1)
    assert await premove_statements(second, match_id) == []  # second knows the match
    for queuing, playing in ((first, second), (second, first)):
        mover, expected = await queue_answer(queuing, match_id)
        made = await playing.matches.play(match_id, mover, expected)
        assert made.answer is not None, "the queued answer was played"
        assert len((await queuing.matches.get(match_id)).moves) == len(made.answer.match.moves)
        # the tree is used up: the next move, through either process, asks for none
        assert await premove_statements(queuing, match_id) == []
        assert await premove_statements(playing, match_id) == []
