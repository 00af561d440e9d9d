"""Migration 015: the English sentences earlier releases stored as a
match's end reason become the codes the bot stores now, so old results read in every
language too; a moderator's own words stay theirs, and a round deadline's result is
filed under its own category, not as a time-out."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.core.records import EndHow
from bot.core.storage.match_store import SqlMatchStore
from bot.core.storage.migrations import MIGRATIONS_DIR, discover
from i18n import Message
from tests.bot.core.test_stored_reasons import new_match

pytestmark = pytest.mark.postgres

START = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

STORED = [
    # (end_how, what an earlier release stored) -> (end_how, reason read now)
    (
        ("timeout", "the round deadline passed"),
        ("deadline", Message("match-reason-round-deadline")),
    ),
    (
        ("moderator", "a moderator decided the game"),
        ("moderator", Message("match-reason-moderator")),
    ),
    (
        ("moderator", "a player withdrew from the tournament"),
        ("moderator", Message("match-reason-withdrew")),
    ),
    (("abort", "a player was substituted"), ("abort", Message("match-reason-substituted"))),
    (("abort", "the tournament was cancelled"), ("abort", Message("match-reason-cancelled"))),
    (
        ("abort", "light aborted before the game got going"),
        ("abort", Message("match-reason-aborted")),
    ),
    (
        ("draw agreed", "the players agreed to a draw"),
        ("draw agreed", Message("match-reason-draw-agreed")),
    ),
    (
        ("resignation", "dark resigned"),
        ("resignation", Message("match-reason-resigned", seat="dark")),
    ),
    (
        ("timeout", "light ran out of time"),
        ("timeout", Message("match-reason-timeout", seat="light")),
    ),
    (
        ("moderator", 'no-show, "twice" \\ (Ref)'),
        ("moderator", Message("match-reason-decided", reason='no-show, "twice" \\ (Ref)')),
    ),
]


async def migrate_again(database, backend: str) -> None:
    """Run the migration once more over rows written as an earlier release wrote them."""
    async with database.transaction() as conn:
        [migration] = [m for m in discover(MIGRATIONS_DIR, backend) if m.number == 15]
        if backend == "postgres":
            await conn.execute(migration.text())
            return
        for statement in migration.statements():
            await conn.execute(statement)


async def test_stored_english_reasons_become_codes(database, backend):
    store = SqlMatchStore(database)
    ids = []
    for channel, ((how, text), _read) in enumerate(STORED, start=1):
        match = await store.create(new_match(channel), START)
        async with database.transaction() as conn:
            await conn.execute(
                "UPDATE matches SET status = 'finished', winner = NULL, end_how = ?,"
                " end_reason = ? WHERE id = ?",
                (how, text, match.id),
            )
        ids.append(match.id)
    await migrate_again(database, backend)
    for match_id, (_stored, (how, reason)) in zip(ids, STORED, strict=True):
        result = (await store.get(match_id)).result
        assert (result.how, result.reason) == (EndHow(how), reason)
    await migrate_again(database, backend)  # a second run changes nothing
    assert [(await store.get(i)).result.reason for i in ids] == [read for _, (_, read) in STORED]
