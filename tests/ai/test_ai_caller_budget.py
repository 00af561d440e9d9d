"""A caller's budget bounds the search: counted in work, never in time.

The search polls the caller's `should_stop` once every `POLL_EVERY` units of work it
spends, so the number of polls is the work done, read from outside: a budget of a few
polls' worth must be answered within those few polls (and after one at least: the budget
is spent, not skipped), in every game, whatever the level's own, much larger, budget is.
"""

from __future__ import annotations

import random

import pytest
from ai_positions import VARIANTS, random_position

import ai
from ai.budget import POLL_EVERY, Budget

POLLS = 3
CALLERS = Budget(work=POLLS * POLL_EVERY)
"""No depth cap: the work alone ends every search."""


@pytest.mark.parametrize(("game_id", "options"), VARIANTS)
def test_the_search_spends_the_callers_budget_not_the_levels(
    game_id: str, options: dict[str, str]
) -> None:
    state = random_position(game_id, options, seed=11, plies=14)
    polls = 0

    def should_stop() -> bool:
        nonlocal polls
        polls += 1
        return False

    ai.choose(state, "hard", random.Random(0), budget=CALLERS, should_stop=should_stop)
    assert 1 <= polls <= POLLS, f"{polls * POLL_EVERY} units of work or more, budget {CALLERS.work}"
