"""When Discord itself fails to take a command's first answer (a 5xx, or 429 too many
requests), nothing was done yet: every command answers or defers before it works. The
member is told so, in their own language: Discord did not answer, nothing was saved,
try again; not that the bot went wrong. Driven from the command tree's own list
(`test_answer_first.COMMANDS`, which fails on a command without a case)."""

from __future__ import annotations

import itertools

import pytest

from i18n import SHIPPED, words
from tests.e2e.helpers import final_answer
from tests.e2e.test_answer_first import COMMANDS, MODERATORS, with_stand_ins

DISCORD_LOCALE = {"en": "en-US", "es": "es-ES"}
CASES = [
    (name, options, DISCORD_LOCALE.get(tag, tag), status)
    for (name, options), tag, status in zip(
        COMMANDS, itertools.cycle(SHIPPED), itertools.cycle((503, 429, 500)), strict=False
    )
]


@pytest.mark.parametrize(("name", "options", "locale", "status"), CASES, ids=[c[0] for c in CASES])
async def test_a_discord_failure_on_the_first_answer_says_nothing_was_saved(  # noqa: PLR0917 (fixtures, parameters)
    env, member_locale, guild, lobby, bob, moderator, name, options, locale, status
):
    member = moderator if name.startswith(MODERATORS) else bob
    options = with_stand_ins(options, member, guild)
    member_locale.tag = locale
    env.inject_error("POST", "/interactions/*/*/callback", status=status, message="Unavailable")
    answer = final_answer(await member.slash(lobby, name, **options))
    assert answer.ephemeral
    assert answer.content == words(locale)("error-discord-unavailable")
