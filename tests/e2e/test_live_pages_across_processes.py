"""A page served by one process hears a move another process made: each process's live
feed polls the versions of the matches its pages wait on (bot/web/live.py)."""

from __future__ import annotations

import asyncio

import pytest

from bot.core.shard_ownership import ShardOwnership
from bot.web.live import PATIENCE, LiveFeed
from bot.web.storage.version_store import SqlVersionStore
from tests.e2e.service_stack import (
    SHARD_COUNT,
    close_stack,
    create_matches,
    guild_of_shard,
    open_stack,
    play_next,
)
from tests.e2e.web_pages import until

pytestmark = pytest.mark.postgres


@pytest.fixture
async def two_stacks(database_url):
    stacks = [
        await open_stack(database_url, ShardOwnership(SHARD_COUNT, frozenset({shard})))
        for shard in range(SHARD_COUNT)
    ]
    yield stacks
    for stack in stacks:
        await close_stack(stack)


async def test_a_page_in_one_process_hears_a_move_made_in_another(two_stacks):
    serving, playing = two_stacks
    (match_id,) = await create_matches(playing, guild_of_shard(1), 1)
    feed = LiveFeed(SqlVersionStore(serving.database), interval=0.01)
    poller = asyncio.create_task(feed.run())
    version = (await serving.matches.get(match_id)).version
    waiting = asyncio.create_task(feed.wait(match_id, version))
    await until(lambda: feed.waiting_on(match_id))
    await play_next(playing, match_id)
    assert await asyncio.wait_for(waiting, 30) == version + 1
    assert feed.waiting_on(match_id) == 0
    poller.cancel()


async def test_a_wait_is_answered_unchanged_after_its_patience(two_stacks):
    serving, _ = two_stacks
    (match_id,) = await create_matches(serving, guild_of_shard(0), 1)
    feed = LiveFeed(SqlVersionStore(serving.database))
    version = (await serving.matches.get(match_id)).version
    waiting = asyncio.create_task(feed.wait(match_id, version))
    await until(lambda: feed.waiting_on(match_id))
    await feed.tick(asyncio.get_running_loop().time())
    assert not waiting.done()
    await feed.tick(asyncio.get_running_loop().time() + PATIENCE)
    assert await waiting == version


async def test_a_page_behind_the_match_is_answered_at_once(two_stacks):
    serving, playing = two_stacks
    (match_id,) = await create_matches(playing, guild_of_shard(1), 1)
    await play_next(playing, match_id)
    feed = LiveFeed(SqlVersionStore(serving.database))
    assert await feed.wait(match_id, 0) == 1
