"""A budget and the allowance one search spends: counted in units of work, one at a
time unless told otherwise, the caller asked every `POLL_EVERY` units."""

from __future__ import annotations

import pytest

from ai.budget import POLL_EVERY, Allowance, Budget, OutOfBudget


@pytest.mark.parametrize(("work", "depth"), [(0, 64), (1, 0), (-5, -5)])
def test_a_budget_needs_some_work_and_some_depth(work: int, depth: int) -> None:
    with pytest.raises(ValueError, match="at least one unit of work and a depth of one"):
        Budget(work=work, depth=depth)


def test_the_smallest_budget_is_one_unit_at_depth_one() -> None:
    assert Budget(work=1, depth=1) == Budget(1, 1)


def test_each_spend_costs_one_unit_and_the_last_unit_ends_the_search() -> None:
    allowance = Allowance(3)
    assert [allowance.spend(), allowance.spend(), allowance.spend()] == [True, True, False]
    assert allowance.spent


def test_charging_past_the_allowance_raises() -> None:
    allowance = Allowance(3)
    allowance.charge()
    allowance.charge()
    with pytest.raises(OutOfBudget):
        allowance.charge()


def test_the_caller_is_first_asked_after_poll_every_units() -> None:
    asked = []
    allowance = Allowance(10 * POLL_EVERY, should_stop=lambda: asked.append(1) or False)
    for _ in range(POLL_EVERY - 1):
        allowance.spend()
    assert asked == []
    allowance.spend()
    assert asked == [1]
    allowance.spend(POLL_EVERY - 1)  # the count starts again from nothing after a poll
    assert asked == [1]
    allowance.spend()
    assert asked == [1, 1]
