"""How a tournament's own decisions end a table's game, read in a German server: a
moderator's result says once that a moderator decided, a dropped player's game says the
player withdrew, and a round deadline says the deadline decided it (nobody's clock ran
out). The bot stores a code for each and words it when the board is posted, so no
English sentence of the bot's reaches a German channel."""

from __future__ import annotations

import pytest

from bot.core.discord.markup import mention
from i18n import words
from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import open_tournament

pytestmark = pytest.mark.postgres

said = words("de")


@pytest.fixture
def guild(env):
    return env.create_guild("Spieleabend", id=GUILD_ID, preferred_locale="de")


async def start_round_robin(env, guild, lobby, moderator) -> tuple[int, dict]:
    """A round robin of four with one-day rounds, started: round 1 has two tables. The
    tournament's id and its players by user id."""
    players = {}
    for name in ("ann", "ben", "cat", "dan"):
        member = guild.add_member(env.create_user(name))
        players[member.id] = member
    tournament = await open_tournament(
        moderator,
        lobby,
        players.values(),
        game="draughtnauts",
        format="round-robin",
        round_days=1,
    )
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    assert len(lobby.threads) == 2
    return tournament, players


async def ending(env, thread) -> tuple[list[str], object]:
    """The last message's first two lines (headline and result), and the match."""
    match = await env.bot.services.matches.latest_in_channel(thread.id)
    return thread.last_message.content.splitlines()[:2], match


def win_line(match, reason_id: str) -> str:
    winner = match.result.winner
    return said(
        "match-result-win",
        player=mention(match.seats[winner]),
        seat=match.seat_name(winner),
        reason=said(reason_id),
    )


async def test_a_moderators_result_and_a_drop_read_in_german_and_say_it_once(
    env, guild, lobby, moderator
):
    tournament, players = await start_round_robin(env, guild, lobby, moderator)
    decided, dropped = lobby.threads
    first = await env.bot.services.matches.latest_in_channel(decided.id)
    winner = players[first.seats["dark"]]
    await moderator.slash(
        lobby, "tournament-mod result", tournament=tournament, table="R1-1", winner=winner
    )
    (headline, result), match = await ending(env, decided)
    assert headline == said("play-match-over", how="moderator")
    assert result == win_line(match, "match-reason-moderator")

    second = await env.bot.services.matches.latest_in_channel(dropped.id)
    leaving = players[second.seats["light"]]
    await moderator.slash(lobby, "tournament-mod drop", tournament=tournament, member=leaving)
    (headline, result), match = await ending(env, dropped)
    assert result == win_line(match, "match-reason-withdrew")


async def test_a_round_deadline_says_the_deadline_decided(env, guild, lobby, moderator):
    await start_round_robin(env, guild, lobby, moderator)
    await env.advance_time(25 * 3600)
    for thread in lobby.threads[:2]:
        (headline, result), _match = await ending(env, thread)
        assert headline == said("play-match-over", how="deadline")
        assert result == said("match-result-draw", reason=said("match-reason-round-deadline"))
