"""`/tournament-mod start` answers at once ("Pairing round 1…"), since pairing a big
field takes a while (in the worker pool, off the event loop), and says it started
when the round is paired; a refusal replaces the first answer."""

from __future__ import annotations

import re

import pytest

from i18n import words
from tests.e2e.helpers import private_answer

pytestmark = pytest.mark.postgres

CHANNEL_MESSAGE = 4
"""The interaction callback type of an answer with a message (5 is a deferral)."""


def first_answers(env) -> list[dict]:
    return [
        request.json
        for request in env.backend.http_requests
        if request.method == "POST" and request.path.endswith("/callback")
    ]


async def open_cup(moderator, lobby, members) -> int:
    made = await moderator.slash(
        lobby, "tournament-mod create", name="Cup", game="draughtnauts", format="swiss", rounds=2
    )
    number = int(re.search(r"#(\d+)", made.response.content).group(1))
    post = lobby.last_message
    for member in members:
        await member.click(post, label="Join")
    return number


async def test_starting_answers_at_once_and_says_when_paired(  # noqa: PLR0917 (fixtures)
    env, member_locale, lobby, moderator, alice, bob, carol
):
    number = await open_cup(moderator, lobby, [alice, bob, carol])
    member_locale.tag = "fr"
    started = await moderator.slash(lobby, "tournament-mod start", tournament=number)
    said = words("fr")
    answer = first_answers(env)[-1]
    assert answer["type"] == CHANNEL_MESSAGE
    assert answer["data"]["content"] == said("tourney-pairing-round", round=1)
    assert started.response.content == said("tourney-started-reply", players=3)
    assert lobby.threads


async def test_a_refused_start_replaces_the_first_answer(env, lobby, moderator, alice):
    number = await open_cup(moderator, lobby, [alice])
    refused = await moderator.slash(lobby, "tournament-mod start", tournament=number)
    assert "Pairing" not in (refused.response.content if refused.response else "")
    assert "at least" in private_answer(refused).content
