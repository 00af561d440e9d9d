"""A crash between the writes of a use case leaves nothing half-made: each use case that
writes more than once is driven through the real bot with its last write failing, and
the database is then as before (or, where a use case is meant to finish later, it
finishes). `/computer play` has its own test in `test_computer_start.py`."""

from __future__ import annotations

import re

import pytest

from bot.challenges.storage.challenge_store import SqlChallengeStore
from bot.clocks.vacations import Vacations
from bot.play.storage.offer_store import OfferStore
from bot.tournaments.context import TournamentContext
from bot.tournaments.storage.tournament_store import SqlTournamentStore
from tests.e2e.helpers import final_answer, private_answer, resign, start_match
from tests.e2e.test_tournament_flow import post_of

pytestmark = pytest.mark.postgres


async def crash(*_args, **_kwargs):
    raise RuntimeError("the process died here")


async def rows(env, sql: str) -> list[tuple]:
    return [tuple(row) for row in await env.bot.services.database.fetch_all(sql)]


async def test_accepting_a_challenge(env, monkeypatch, lobby, alice, bob):
    """The match, its clock and the challenge's acceptance are one transaction."""
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    monkeypatch.setattr(SqlChallengeStore, "settle", crash)
    answer = private_answer(await bob.click(lobby.last_message, label="Accept"))
    assert "went wrong" in answer.content
    assert await rows(env, "SELECT id FROM matches") == []
    assert await rows(env, "SELECT match_id FROM pace_clocks") == []
    assert await rows(env, "SELECT status FROM challenges") == [("pending",)]


async def test_accepting_a_rematch(env, monkeypatch, lobby, alice, bob):
    """The new match, its clock and the offer's settling are one transaction."""
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await resign(alice, thread)
    await alice.slash(thread, "rematch")
    monkeypatch.setattr(OfferStore, "take", crash)
    await bob.click(thread.last_message, label="Accept rematch")
    assert len(await rows(env, "SELECT id FROM matches")) == 1
    assert len(await rows(env, "SELECT match_id FROM pace_clocks")) == 1
    assert len(await rows(env, "SELECT match_id FROM pace_offers")) == 1


async def test_starting_a_vacation(env, monkeypatch, lobby, alice, bob):
    """The vacation, its end timer and the paused clocks are one transaction."""
    await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    monkeypatch.setattr(Vacations, "_pause_clocks", crash)
    await alice.slash(lobby, "vacation start", days=3)
    assert await rows(env, "SELECT id FROM pace_vacations") == []
    assert await rows(env, "SELECT kind FROM pace_timers WHERE kind LIKE '%vacation%'") == []


async def test_creating_a_tournament(env, monkeypatch, lobby, moderator):
    """The tournament and the log line of its creation come together or not at all."""
    monkeypatch.setattr(TournamentContext, "record", crash)
    await moderator.slash(
        lobby, "tournament-mod create", name="Cup", game="draughtnauts", format="swiss", rounds=2
    )
    assert await rows(env, "SELECT id FROM tournaments") == []
    assert await rows(env, "SELECT id FROM tournament_actions") == []


async def cup_of_two(env, guild, lobby, moderator) -> int:
    created = await moderator.slash(
        lobby, "tournament-mod create", name="Cup", game="draughtnauts", format="swiss", rounds=1
    )
    tournament = int(re.search(r"#(\d+)", final_answer(created).content).group(1))
    for name in ("ann", "ben"):
        await guild.add_member(env.create_user(name)).click(
            post_of(lobby, tournament), label="Join"
        )
    return tournament


async def test_starting_a_tournament(env, monkeypatch, guild, lobby, moderator):
    """The start (seeds, status, round 1, its opener) and its log line are one
    transaction: a crash before the log line leaves the tournament taking players."""
    tournament = await cup_of_two(env, guild, lobby, moderator)
    with monkeypatch.context() as patch:
        patch.setattr(SqlTournamentStore, "record_action", crash)
        await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    assert await rows(env, "SELECT status FROM tournaments") == [("registration",)]
    assert await rows(env, "SELECT key FROM tournament_tables") == []
    assert await rows(env, "SELECT kind FROM pace_timers WHERE kind LIKE '%round%'") == []
    started = await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    assert "went wrong" not in final_answer(started).content
    assert len(await rows(env, "SELECT id FROM matches")) == 1


async def test_opening_a_table(env, monkeypatch, guild, lobby, moderator):
    """A crash while a table's match is made (match and table link are one
    transaction): the stored round's opener tries again, and the table gets one
    match."""
    tournament = await cup_of_two(env, guild, lobby, moderator)
    with monkeypatch.context() as patch:
        patch.setattr(SqlTournamentStore, "attach_match", crash)
        await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
        assert await rows(env, "SELECT id FROM matches") == []
    await env.advance_time(3_600)
    await env.settle()
    assert all(str(error) == "the process died here" for error in env.errors)
    tables = await rows(env, "SELECT match_id FROM tournament_tables")
    matches = await rows(env, "SELECT id FROM matches")
    assert len(matches) == 1
    assert tables == matches
