"""The clock's lines under a board: the clock while the match is ongoing, then one line
for each player on vacation, naming their seat and when they are back (mutation tests
of bot/clocks/discord/notes.py and wording.py)."""

from __future__ import annotations

import pytest

from bot.clocks.discord.notes import ClockNotes
from i18n import Words
from tests.bot.pace_helpers import ALICE, BOB, GUILD, race

pytestmark = pytest.mark.postgres

ENGLISH = Words("en")


def notes(pace, clock) -> ClockNotes:
    """The notes without a Discord client: `lines` is given its words."""
    return ClockNotes(None, pace.clocks, pace.vacations, clock)


async def test_an_ongoing_match_shows_its_clock_and_who_is_away(pace, matches, clock):
    match = await race(matches)
    assert await notes(pace, clock).lines(match, ENGLISH) == [
        "Clock (3d a move): first 3d (running) · second 3d"
    ]
    away = await pace.vacations.start(GUILD, BOB, 2)
    back = int(away.ends_at.timestamp())
    assert await notes(pace, clock).lines(match, ENGLISH) == [
        "Clock (3d a move): first 3d (running) · second 3d",
        f"second is on vacation until <t:{back}:f>.",
    ]
    await pace.vacations.start(GUILD, ALICE, 1)
    lines = await notes(pace, clock).lines(await matches.get(match.id), ENGLISH)
    assert lines[0] == "Clock (3d a move): first 3d (paused) · second 3d"
    assert lines[1].startswith("first is on vacation until <t:")
    assert lines[2] == f"second is on vacation until <t:{back}:f>."


async def test_a_finished_match_shows_no_clock(pace, matches, clock):
    match = await race(matches)
    await matches.resign(match.id, ALICE)
    assert await notes(pace, clock).lines(await matches.get(match.id), ENGLISH) == []


async def test_a_match_without_a_clock_shows_nothing(pace, matches, clock, database):
    match = await race(matches)
    await pace.vacations.start(GUILD, BOB, 2)
    async with database.transaction() as conn:
        await conn.execute("DELETE FROM pace_clocks WHERE match_id = ?", (match.id,))
    assert await notes(pace, clock).lines(match, ENGLISH) == []
