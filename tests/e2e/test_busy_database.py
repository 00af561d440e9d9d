"""A move meeting a busy database or a failed acknowledgement: the member is told the
truth, and no move is lost or stored behind their back."""

from __future__ import annotations

import sqlite3

from bot.core.storage.database.base import sqlite_path
from tests.e2e.helpers import choices, private_answer, start_match


async def test_a_held_write_lock_gets_a_private_try_again_and_loses_nothing(  # noqa: PLR0917
    env, simcord_bot, settings, lobby, alice, bob
):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    async with simcord_bot.services.database.transaction() as conn:
        await conn.execute("PRAGMA busy_timeout=50")  # another process's lock: fail fast
    other_process = sqlite3.connect(sqlite_path(settings.database_url), isolation_level=None)
    other_process.execute("BEGIN IMMEDIATE")
    try:
        busy = private_answer(await alice.slash(thread, "move", notation="11-15"))
    finally:
        other_process.execute("ROLLBACK")
        other_process.close()
    assert busy.content.startswith("The bot is busy right now and nothing was saved.")
    assert await choices(bob, thread) == ["?not-your-turn"]

    await alice.slash(thread, "move", notation="11-15")
    assert f"**1.** <@{alice.id}> (Dark) played `11-15`" in thread.last_message.content


async def test_a_failed_acknowledgement_stores_no_move(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    env.inject_error("POST", "/interactions/*/callback", times=1)
    await alice.slash(thread, "move", notation="11-15")
    assert await choices(bob, thread) == ["?not-your-turn"]
    assert "11-15" in await choices(alice, thread, "11-15")
