"""Entrants' names are kept per server, refreshed from what interactions showed (noted in
memory only) when they are read, and written only when they change; on SQLite and
PostgreSQL alike."""

from __future__ import annotations

import pytest

from bot.core.storage.database import Scope
from bot.tournaments.entrant_names import EntrantNames
from bot.tournaments.storage.entrant_name_store import EntrantNameStore

pytestmark = pytest.mark.postgres

SERVER, OTHER_SERVER = 881_000_000_000_000_001, 881_000_000_000_000_002
ANN, BEN = 881_000_000_000_000_101, 881_000_000_000_000_102


async def test_a_kept_name_is_refreshed_from_interactions_and_written_only_on_change(
    database, count_writes
):
    names = EntrantNames(EntrantNameStore(database))
    await names.keep(SERVER, ANN, "Ann")
    await names.keep(OTHER_SERVER, ANN, "Annie")
    assert await names.of_entrants(SERVER, [ANN, BEN]) == {ANN: "Ann"}

    writes = count_writes()
    restarted = EntrantNames(EntrantNameStore(database))
    restarted.note(SERVER, ANN, "Ann")
    restarted.note(OTHER_SERVER, BEN, "Ben")
    assert await restarted.of_entrants(SERVER, [ANN, BEN]) == {ANN: "Ann"}
    assert writes == []
    restarted.note(SERVER, ANN, "Annabel")
    assert await restarted.of_entrants(SERVER, [ANN]) == {ANN: "Annabel"}
    assert writes == [1]
    assert await EntrantNames(EntrantNameStore(database)).of_entrants(SERVER, [ANN]) == {
        ANN: "Annabel"
    }
    assert await names.of_entrants(OTHER_SERVER, [ANN]) == {ANN: "Annie"}
    assert await names.of_entrants(SERVER, []) == {}
    assert writes == [1]


async def test_a_name_no_database_can_store_is_kept_readable(database):
    names = EntrantNames(EntrantNameStore(database))
    await names.keep(SERVER, ANN, "A\ud800" + "n" * 200)
    (kept,) = (await EntrantNames(EntrantNameStore(database)).of_entrants(SERVER, [ANN])).values()
    assert kept.startswith("A?n") and len(kept) == 100


async def erased_elsewhere(database) -> None:
    """Ann's names erased by another process (`/forget me` there), unheard here."""
    async with database.transaction(Scope.rows_only()) as conn:
        await conn.execute("DELETE FROM entrant_names WHERE user_id = ?", (ANN,))


async def test_a_name_seen_before_an_erasure_is_not_written_back(database, count_writes):
    """Another process erased the member (`/forget me`) and its news has not reached this
    one, which still holds a newer name it saw: reading the names must not write it back,
    whether the row went before the read or between the read and the write."""
    names = EntrantNames(EntrantNameStore(database))
    await names.keep(SERVER, ANN, "Ann")
    names.note(SERVER, ANN, "Annabel")
    await erased_elsewhere(database)
    writes = count_writes()
    assert await names.of_entrants(SERVER, [ANN]) == {ANN: "Annabel"}  # until the news comes
    assert writes == []
    await names.keep(SERVER, ANN, "Ann")
    names.note(SERVER, ANN, "Annabel")
    store = EntrantNameStore(database)
    kept = await store.names_of(SERVER, [ANN])
    await erased_elsewhere(database)  # between the read and the write
    await store.refresh(SERVER, dict.fromkeys(kept, "Annabel"))
    assert await database.fetch_all("SELECT * FROM entrant_names") == []
