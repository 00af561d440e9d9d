"""A member clicks Accept twice while Discord is slow to answer the first click's
thread creation: Discord refuses the second thread for the same message (error 160004,
"a thread has already been created for this message"), which means the thread exists.
One match comes of it, in that thread, and the thread stays."""

from __future__ import annotations

import asyncio

import pytest
from simcord.http.client import FakeHTTPClient

from bot.core.errors import NotFound
from tests.e2e.helpers import TO_MOVE

THREAD_EXISTS = 160004
MESSAGE_THREADS = "/channels/{channel_id}/messages/{message_id}/threads"


@pytest.fixture
def slow_first_thread(env, monkeypatch):
    """The first thread Discord creates from a message is answered five seconds late
    (it exists at once, as on Discord, where the reply is what is slow). The five
    seconds are SimCord's (they pass with `advance_time`): the click waiting for the
    answer is parked meanwhile, so the next click comes while it waits."""
    request = FakeHTTPClient.request
    pending = {"slow": True}

    async def slowly(self, route, **kwargs):
        answer = await request(self, route, **kwargs)
        if route.path == MESSAGE_THREADS and pending.pop("slow", False):
            await env.external_wait(asyncio.sleep(5), reason="Discord slow to answer a thread")
        return answer

    monkeypatch.setattr(FakeHTTPClient, "request", slowly)


def thread_already_made(env) -> None:
    """Discord's answer to the next thread on a message that has one."""
    env.inject_error(
        "POST",
        "/channels/*/messages/*/threads",
        status=400,
        code=THREAD_EXISTS,
        message="A thread has already been created for this message.",
    )


async def test_a_double_click_on_accept_plays_one_match_in_its_thread(
    env, slow_first_thread, lobby, alice, bob
):
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    challenge = lobby.last_message
    first = await bob.click(challenge, label="Accept")
    thread_already_made(env)
    second = await bob.click(challenge, label="Accept")
    await env.advance_time(10)
    [thread] = lobby.threads
    matches = env.bot.services.matches
    match = await matches.in_channel(thread.id)
    assert TO_MOVE.search(thread.last_message.content)
    with pytest.raises(NotFound):
        await matches.in_channel(lobby.id)
    assert not any(TO_MOVE.search(m.content) for m in lobby.history())
    said = [m.content for r in (first, second) for m in r.followups]
    assert not any("answered this challenge first" in text for text in said)
    assert lobby.history()[0].content.endswith(f"Accepted by <@{bob.id}>.")
    assert match.seats == {"dark": alice.id, "light": bob.id}


async def test_two_members_accepting_at_once_share_the_thread_and_one_plays(  # noqa: PLR0917 (fixtures)
    env, slow_first_thread, lobby, alice, bob, carol
):
    """An open challenge, Bob's click slow at the thread and Carol's meanwhile: Carol
    gets the thread Bob's click made and the match; Bob is told someone answered
    first, and the thread, where Carol's match lives, stays."""
    await alice.slash(lobby, "challenge", game="draughtnauts", seat="dark")
    challenge = lobby.last_message
    late = await bob.click(challenge, label="Accept")
    thread_already_made(env)
    await carol.click(challenge, label="Accept")
    await env.advance_time(10)
    [thread] = lobby.threads
    match = await env.bot.services.matches.in_channel(thread.id)
    assert match.seats == {"dark": alice.id, "light": carol.id}
    assert [m.content for m in late.followups] == ["Someone answered this challenge first."]
