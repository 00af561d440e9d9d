"""Migration 009: `ongoing_seats`, the index of who sits in which ongoing match, holds
exactly the seats of the ongoing matches, for matches from before it and after."""

from __future__ import annotations

import functools
import json
import sqlite3

from hypothesis import given
from hypothesis import strategies as st

from bot.core.storage.migrations import MIGRATIONS_DIR, discover
from tests.long_inputs import short_and_long

STAMP = "2026-03-01T12:00:00.000000+00:00"


def migrated(up_to: int) -> sqlite3.Connection:
    """A database of its own with the migrations up to `up_to`: a copy of one migrated
    once, as running them all again for each of a property's examples costs far more."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    _migrated_once(up_to).backup(conn)
    return conn


@functools.cache
def _migrated_once(up_to: int) -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:", isolation_level=None)
    for migration in discover(MIGRATIONS_DIR):
        if migration.number <= up_to:
            for statement in migration.statements():
                conn.execute(statement)
    return conn


def insert(conn: sqlite3.Connection, match_id: int, seats: dict[str, int], status: str) -> None:
    conn.execute(
        "INSERT INTO matches (id, guild_id, channel_id, game_id, options, seed, seats,"
        " status, origin, position, created_at, updated_at)"
        " VALUES (?, ?, ?, 'race', '{}', 0, ?, ?, 'challenge', '', ?, ?)",
        (match_id, 100 + match_id % 3, match_id, json.dumps(seats), status, STAMP, STAMP),
    )


def indexed(conn: sqlite3.Connection) -> set[tuple[int, int, int]]:
    return set(conn.execute("SELECT user_id, match_id, guild_id FROM ongoing_seats"))


def derived(conn: sqlite3.Connection) -> set[tuple[int, int, int]]:
    """The same facts read the slow way, from the matches' JSON seats."""
    return set(
        conn.execute(
            "SELECT seat.value, matches.id, matches.guild_id"
            " FROM matches, json_each(matches.seats) AS seat WHERE status = 'ongoing'"
        )
    )


def test_an_upgrade_indexes_the_seats_of_ongoing_matches_only():
    conn = migrated(8)
    insert(conn, 1, {"dark": 7, "light": 8}, "ongoing")
    insert(conn, 2, {"dark": 7, "light": 9}, "finished")
    insert(conn, 3, {"dark": 5, "light": 5}, "ongoing")  # one member in both seats
    for statement in discover(MIGRATIONS_DIR)[8].statements():
        conn.execute(statement)
    assert indexed(conn) == {(7, 1, 101), (8, 1, 101), (5, 3, 100)}


seat_ids = st.integers(min_value=1, max_value=4)
steps = short_and_long(
    st.lists,
    st.one_of(
        st.tuples(st.just("start"), st.lists(seat_ids, min_size=1, max_size=4)),
        st.tuples(st.just("end"), st.sampled_from(["finished", "aborted", "ongoing"])),
    ),
    long_from=20,
    max_size=25,
)


@given(steps)
def test_the_index_follows_every_start_and_end(history):
    conn = migrated(discover(MIGRATIONS_DIR)[-1].number)
    started = 0
    for kind, detail in history:
        if kind == "start":
            started += 1
            insert(conn, started, {f"s{i}": user for i, user in enumerate(detail)}, "ongoing")
        elif started:
            conn.execute("UPDATE matches SET status = ? WHERE id = ?", (detail, started))
        assert indexed(conn) == derived(conn)
