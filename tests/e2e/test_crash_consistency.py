"""A crash between the writes of a use case leaves nothing half-made: each use case that
writes more than once is driven through the real bot with its last write failing, and
the database is then as before (or, where a use case is meant to finish later, it
finishes). `/computer play` has its own test in `test_computer_start.py`."""

from __future__ import annotations

import re

import pytest

from bot.challenges.store import SqliteChallengeStore
from bot.clocks.vacations import Vacations
from bot.play.offer_store import OfferStore
from bot.tournaments.context import TournamentContext
from bot.tournaments.store import SqliteTournamentStore
from tests.e2e.helpers import final_answer, private_answer, resign, start_match
from tests.e2e.test_tournament_flow import post_of


async def crash(*_args, **_kwargs):
    raise RuntimeError("the process died here")


async def rows(env, sql: str) -> list[tuple]:
    return [tuple(row) for row in await env.bot.services.database.fetch_all(sql)]


async def test_accepting_a_challenge(env, monkeypatch, lobby, alice, bob):
    """The match, its clock and the challenge's acceptance are one transaction."""
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    monkeypatch.setattr(SqliteChallengeStore, "settle", crash)
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


@pytest.mark.parametrize("crashing", ["record_action", "attach_match"])
async def test_starting_a_tournament(  # noqa: PLR0917 (fixtures, parameter)
    env, monkeypatch, guild, lobby, moderator, crashing
):
    """A crash after the start is stored (before its log line, or while a table's match
    is made): the round is stored with its opener, so every table still gets its match,
    and no match is made twice."""
    created = await moderator.slash(
        lobby, "tournament-mod create", name="Cup", game="draughtnauts", format="swiss", rounds=1
    )
    tournament = int(re.search(r"#(\d+)", final_answer(created).content).group(1))
    for name in ("ann", "ben"):
        await guild.add_member(env.create_user(name)).click(
            post_of(lobby, tournament), label="Join"
        )
    with monkeypatch.context() as patch:
        patch.setattr(SqliteTournamentStore, crashing, crash)
        await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    await env.advance_time(3_600)
    await env.settle()
    assert all(str(error) == "the process died here" for error in env.errors)
    tables = await rows(env, "SELECT match_id FROM tournament_tables")
    matches = await rows(env, "SELECT id FROM matches")
    assert [match for (match,) in tables] == [match for (match,) in matches]
    assert len(matches) == 1
