"""A burst of moves under Discord's rate limits (tests/discord_rate_limits.py): 1,000
moves over 200 channels, five rounds half a second apart in which every match moves
at the same instant.

Every interaction is acknowledged within Discord's 3 seconds (the deferral is an
interaction callback, which no bucket holds back); every match keeps all its moves;
its boards appear once each and in move order, each move shown by exactly one board.
The bot's waits after a 429 run on SimCord's clock alone (`env.external_wait`), so
the rounds come faster than the boards can go out: two hundred channels' boards are
four seconds' worth of the bot's 50 requests a second, and a match's next move
arrives while its last board still waits in its channel's line. That board is then
superseded: the newest is posted in its place, saying in the channel's language how
many moves it covers. (A channel here never has more than its five boards, so its own
bucket of five in five seconds is never the one that refuses: the global one is.) With
BOARDROOM_BURST_REPORT set, the test prints the time from each move to the board that
shows it."""

from __future__ import annotations

import asyncio
import os
import re
import statistics
from datetime import datetime

import discord
import pytest

from bot.operations.discord.first_answers import watch_first_answers
from tests.discord_rate_limits import limit_like_discord

CHANNELS = 200
ROUNDS = 5
BETWEEN_ROUNDS = 0.5
"""Simulated seconds from one round of moves to the next."""
ACKNOWLEDGE_WITHIN = 3.0
REPORT = "BOARDROOM_BURST_REPORT"
"""Set (by the bench), the test prints the move-to-board times."""
_NUMBER = re.compile(r"^\*\*(\d+)\.\*\*")
_COVERS = {
    "en": re.compile(r"covering the last (\d+) moves"),
    "de": re.compile(r"mit den letzten (\d+) Zügen"),
}


class OnSimcordsClock:
    """The bot's wait after a 429 (`Boardroom.wait_out`), passing only as SimCord's
    clock is advanced, never while the test waits for the bot to settle."""

    env = None

    async def __call__(self, seconds: float) -> None:
        wait = asyncio.sleep(seconds)
        await self.env.external_wait(wait, reason="a channel's boards wait out a 429")


@pytest.fixture
def simcord_bot(make_bot):
    bot = make_bot()
    bot.wait_out = OnSimcordsClock()
    return bot


@pytest.fixture
def env(simcord_env):
    simcord_env.bot.wait_out.env = simcord_env
    return simcord_env


@pytest.fixture
async def places(env, guild, alice, bob):
    """Half the channels in an English server, half in a German one (its commands
    synced as the development server's are)."""
    german = env.create_guild("Spieleabend", preferred_locale="de")
    env.bot.tree.copy_global_to(guild=discord.Object(german.id))
    await env.bot.tree.sync(guild=discord.Object(german.id))
    players = [german.add_member(env.create_user(name)) for name in ("anna", "bernd")]
    half = CHANNELS // 2
    return [(guild.create_text_channel(f"table-{n}"), "en", (alice, bob)) for n in range(half)] + [
        (german.create_text_channel(f"tisch-{n}"), "de", tuple(players)) for n in range(half)
    ]


async def moves_together(env, monkeypatch, calls):
    """Every `(member, channel, move)` at the same instant (see `slash_together`)."""

    async def hold(**_options: object) -> None:
        return None

    with monkeypatch.context() as patch:
        patch.setattr(env, "_settle_internal", hold)
        results = [
            await member.slash(channel, "move", notation=move) for member, channel, move in calls
        ]
    await env.settle()
    return results


def boards_of(channel) -> list[tuple[int, int, str, datetime]]:
    """The boards posted in `channel`: (move number, caption, when)."""
    found = []
    for message in channel.history():
        number = _NUMBER.match(message.content)
        if message.attachments and number is not None:
            found.append((int(number[1]), message.content, message.created_at))
    return found


async def test_a_thousand_moves_over_two_hundred_channels_under_discords_limits(
    env, monkeypatch, places
):
    services = env.bot.services
    # Two hundred boards drawn at once keep the worker processes busy for some real
    # seconds, past SimCord's usual wait for the bot to settle.
    monkeypatch.setattr(env, "settle_timeout", 600.0)
    matches = []
    for number, (channel, _language, (first, second)) in enumerate(places):
        match = await services.matches.create_match(
            channel.guild.id,
            channel.id,
            "draughtnauts",
            {},
            number,
            {"dark": first.id, "light": second.id},
        )
        matches.append(match.id)
    acknowledged = []  # seconds from each interaction's creation to its first answer
    watch_first_answers()
    monkeypatch.setattr(
        env.bot,
        "first_answered",
        lambda interaction: acknowledged.append(
            (env.now() - interaction.created_at).total_seconds()
        ),
        raising=False,
    )
    limits = limit_like_discord(env)
    played_at: dict[tuple[int, int], datetime] = {}

    for ply in range(1, ROUNDS + 1):  # each round at once, the next half a second later
        if ply > 1:
            await env.advance_time(BETWEEN_ROUNDS)
        calls = []
        for match_id, (channel, _language, players) in zip(matches, places, strict=True):
            match = await services.matches.get(match_id)
            state = services.matches.state(match)
            mover = players[0] if match.seats[state.to_move] == players[0].id else players[1]
            calls.append((mover, channel, state.suggest("", 1)[0]))
            played_at[match_id, ply] = env.now()
        results = await moves_together(env, monkeypatch, calls)
        assert all(result.acknowledged for result in results)
    assert len(acknowledged) == CHANNELS * ROUNDS
    assert max(acknowledged) <= ACKNOWLEDGE_WITHIN
    for _ in range(600):
        if all(len(boards_of(channel)) and _last(channel) == ROUNDS for channel, *_ in places):
            break
        await env.advance_time(0.25)
    delays = []
    superseded = 0
    for match_id, (channel, language, _players) in zip(matches, places, strict=True):
        assert len((await services.matches.get(match_id)).moves) == ROUNDS  # no move lost
        boards = boards_of(channel)
        numbers = [number for number, _caption, _at in boards]
        assert numbers == sorted(set(numbers)), f"boards out of order or twice: {numbers}"
        assert numbers[-1] == ROUNDS
        covered = 0
        for number, caption, at in boards:
            found = _COVERS[language].search(caption)
            covers = 1 if found is None else int(found[1])
            assert covers == number - covered, caption  # every move covered exactly once
            superseded += covers - 1
            delays += [
                (at - played_at[match_id, ply]).total_seconds()
                for ply in range(covered + 1, number + 1)
            ]
            covered = number
    assert limits.limited, "the burst never met a rate limit: it tested nothing"
    assert superseded > 0, "no board ever waited for a newer one of its match"
    if os.environ.get(REPORT):
        cuts = statistics.quantiles(delays, n=100)
        print(
            f"\n{len(delays)} moves, {len(limits.limited)} answers 429,"
            f" {superseded} boards superseded; move to board (simulated seconds):"
            f" p50 {cuts[49]:.2f}, p95 {cuts[94]:.2f}, max {max(delays):.2f}"
        )


def _last(channel) -> int:
    return boards_of(channel)[-1][0]
