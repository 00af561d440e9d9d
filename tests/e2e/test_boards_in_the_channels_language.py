"""Every board the bot posts by itself reads in its channel's language: the computer's
first board, its boards after its moves and after `/computer takeback`, and a
tournament table's first board, in the status line, the picture and its alt text.

Each board is compared with what the renderer draws for the match as it stands, in the
channel's language, so a board drawn in English (the default) fails."""

from __future__ import annotations

import pytest

import games
import render
from bot.core.discord.markup import mention
from i18n import words
from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import bot_at_rest, open_tournament

pytestmark = pytest.mark.postgres


@pytest.fixture(params=["de", "fr", "es"])
def locale(request):
    return request.param


@pytest.fixture
def guild(env, locale):
    """The conftest's server (lobby, members, moderator) speaking `locale`."""
    return env.create_guild("Game Night", id=GUILD_ID, preferred_locale=locale)


@pytest.fixture(autouse=True)
async def patient(env):
    """The computer thinks in another process; stop its pool after the test."""
    env.settle_timeout = 30.0
    yield
    await env.bot.services.thinking.close()


async def assert_board_in(env, thread, locale):
    """The channel's last message is the board of its match as it stands, worded in
    `locale`: the status line, the image and its alt text."""
    matches = env.bot.services.matches
    match = await matches.latest_in_channel(thread.id)
    state = games.get(match.game_id).replay(match.moves, match.options, match.seed)
    said = words(locale)
    board = thread.last_message
    seat = state.to_move
    status = said("match-to-move", player=mention(match.seats[seat]), seat=match.seat_name(seat))
    assert board.content.splitlines()[1] == status
    [picture] = board.attachments
    assert picture.description == render.describe(state, None, locale=locale)
    assert await picture.read() == render.render(state, None, locale=locale)


async def test_the_computers_boards_read_in_the_channels_language(env, lobby, alice, locale):
    await alice.slash(lobby, "computer play", game="draughtnauts", level="easy", seat="light")
    thread = lobby.threads[-1]
    await bot_at_rest(env)
    match = await env.bot.services.matches.latest_in_channel(thread.id)
    at_start = games.get(match.game_id).replay([], match.options, match.seed)
    first_board = next(m for m in thread.history() if m.attachments)
    said = words(locale)
    computer = said("match-to-move", player=mention(env.bot.user.id), seat=match.seat_name("dark"))
    assert first_board.content.splitlines()[1] == computer
    assert first_board.attachments[0].description == render.describe(at_start, locale=locale)
    await assert_board_in(env, thread, locale)  # after the computer's first move
    await alice.slash(thread, "move", notation="22-18")
    await bot_at_rest(env)
    await assert_board_in(env, thread, locale)
    await alice.slash(thread, "computer takeback")
    await assert_board_in(env, thread, locale)


async def test_a_tournament_tables_first_board_reads_in_the_channels_language(
    env, lobby, alice, bob, moderator, *, locale
):
    tournament = await open_tournament(
        moderator, lobby, [alice, bob], game="draughtnauts", format="round-robin"
    )
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    await bot_at_rest(env)
    [thread] = lobby.threads
    await assert_board_in(env, thread, locale)
