"""Entrants' names are kept per server, refreshed only for members who entered, read back
for many members in one query, and written only when they change; on SQLite and
PostgreSQL alike."""

from __future__ import annotations

import pytest

from bot.tournaments.entrant_names import EntrantNames

pytestmark = pytest.mark.postgres

SERVER, OTHER_SERVER = 881_000_000_000_000_001, 881_000_000_000_000_002
ANN, BEN = 881_000_000_000_000_101, 881_000_000_000_000_102


async def test_a_kept_name_is_refreshed_only_when_it_changed(database, count_writes):
    names = EntrantNames(database)
    await names.keep(SERVER, ANN, "Ann")
    await names.keep(OTHER_SERVER, ANN, "Annie")
    assert names.note(SERVER, BEN, "Ben") is True
    await names.refresh(SERVER, BEN)  # Ben never entered: nothing is kept of him
    assert await names.names(SERVER, [ANN, BEN]) == {ANN: "Ann"}

    writes = count_writes()
    restarted = EntrantNames(database)
    assert restarted.note(SERVER, ANN, "Ann") is True  # news to this process only
    await restarted.refresh(SERVER, ANN)
    assert writes == []
    assert restarted.note(SERVER, ANN, "Ann") is False
    assert restarted.note(SERVER, ANN, "Annabel") is True
    await restarted.refresh(SERVER, ANN)
    assert writes == [1]
    assert await names.names(SERVER, [ANN]) == {ANN: "Annabel"}
    assert await names.names(OTHER_SERVER, [ANN]) == {ANN: "Annie"}
    assert await names.names(SERVER, []) == {}


async def test_a_name_no_database_can_store_is_kept_readable(database):
    names = EntrantNames(database)
    await names.keep(SERVER, ANN, "A\ud800" + "n" * 200)
    (kept,) = (await names.names(SERVER, [ANN])).values()
    assert kept.startswith("A?n") and len(kept) == 100
