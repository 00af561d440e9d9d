"""Closing the PostgreSQL pool cannot hang on a connection nobody gives back: a task
cancelled in the middle of a transaction (as shutdown cancels the bot's tasks) once
held a whole test run's teardown for ever."""

from __future__ import annotations

import asyncio

from bot.core.storage.database import Database, postgres


async def test_a_connection_never_given_back_does_not_hold_the_close(postgres_server, monkeypatch):
    monkeypatch.setattr(postgres, "CLOSE_GRACE", 0.2)
    url = await postgres_server.fresh_database()
    database = await Database.open(url)
    inside, never = asyncio.Event(), asyncio.Event()

    async def hold() -> None:
        async with database.transaction() as connection:
            await connection.execute("SELECT 1")
            inside.set()
            await never.wait()

    holder = asyncio.create_task(hold())
    await inside.wait()
    # A plain pool.close() waits here until the holder gives its connection back.
    await asyncio.wait_for(database.close(), timeout=30)
    holder.cancel()
    await asyncio.gather(holder, return_exceptions=True)
    await postgres_server.drop(url)
