"""Every way a match ends draws its result on the final board: the picture and its alt
text say who won (or that it was drawn, or called off) and why, never whose turn it
was, for a resignation, an agreed draw, an abort, a moderator's decision, a claimed
time-out and a round deadline alike, in the channel's language. The ways are the bot's
own `EndHow` categories, so a new one fails here until it has its flow (a game's own
ending, `rules`, is drawn from the game's state and has tests of its own)."""

from __future__ import annotations

import pytest

import games
import render
from bot.core.records import EndHow
from i18n import Message, words
from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import custom_ids, open_tournament, resign

pytestmark = pytest.mark.postgres

DAY = 86_400
said = words("de")


@pytest.fixture
def guild(env):
    return env.create_guild("Spieleabend", id=GUILD_ID, preferred_locale="de")


async def draughts(lobby, alice, bob):
    """alice (dark) against bob (light), accepted by the button's id (its label is German)."""
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    [accept] = [key for key in custom_ids(lobby.last_message) if key.startswith("challenge:accept")]
    await bob.click(lobby.last_message, custom_id=accept)
    return lobby.threads[-1]


async def resigned(env, lobby, alice, bob, moderator):
    thread = await draughts(lobby, alice, bob)
    await resign(alice, thread)
    return thread, render.Ending(
        "light", Message("match-reason-resigned", seat=Message("seat-draughtnauts-dark"))
    )


async def agreed(env, lobby, alice, bob, moderator):
    thread = await draughts(lobby, alice, bob)
    await bob.slash(thread, "match draw")
    await alice.slash(thread, "match draw")
    return thread, render.Ending(None, Message("match-reason-draw-agreed"))


async def aborted(env, lobby, alice, bob, moderator):
    thread = await draughts(lobby, alice, bob)
    await alice.slash(thread, "match abort")
    return thread, render.Ending(None, Message("match-reason-aborted"), called_off=True)


async def decided(env, lobby, alice, bob, moderator):
    thread = await draughts(lobby, alice, bob)
    await moderator.slash(thread, "mod end", winner="light", reason="no-show")
    reason = Message("match-reason-decided", reason="no-show (moderator)")
    return thread, render.Ending("light", reason)


async def timed_out(env, lobby, alice, bob, moderator):
    thread = await draughts(lobby, alice, bob)
    await env.advance_time(3 * DAY)
    await bob.slash(thread, "claim")
    return thread, render.Ending(
        "light", Message("match-reason-timeout", seat=Message("seat-draughtnauts-dark"))
    )


async def past_the_deadline(env, lobby, alice, bob, moderator):
    tournament = await open_tournament(
        moderator, lobby, [alice, bob], game="draughtnauts", format="round-robin", round_days=1
    )
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    await env.advance_time(DAY + 3_600)
    return lobby.threads[0], render.Ending(None, Message("match-reason-round-deadline"))


FLOWS = {
    EndHow.RESIGNATION: resigned,
    EndHow.DRAW_AGREED: agreed,
    EndHow.ABORT: aborted,
    EndHow.MODERATOR: decided,
    EndHow.TIMEOUT: timed_out,
    EndHow.DEADLINE: past_the_deadline,
}


def test_every_way_of_ending_has_a_flow():
    assert set(FLOWS) == set(EndHow) - {EndHow.RULES}


@pytest.mark.parametrize("how", list(FLOWS), ids=lambda how: how.name.lower())
async def test_the_final_board_states_the_result(env, lobby, alice, bob, moderator, *, how):
    thread, ending = await FLOWS[how](env, lobby, alice, bob, moderator)
    match = await env.bot.services.matches.latest_in_channel(thread.id)
    assert match.result.how is how
    state = games.get(match.game_id).replay(match.moves, match.options, match.seed)
    final = [message for message in thread.history() if message.attachments][-1]
    [picture] = final.attachments
    assert picture.description == render.describe(state, locale="de", ending=ending)
    assert said(Message("render-to-move", seat=Message("render-seat", seat="dark"))) not in (
        picture.description
    )
    assert await picture.read() == render.render(state, locale="de", ending=ending)
    assert final.content.splitlines()[0] == said("play-match-over", how=how.name.lower())
