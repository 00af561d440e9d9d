"""Small pieces of alt-text wording."""

from __future__ import annotations

from render.wording import counted, runs


def test_counted_agrees_in_number() -> None:
    assert counted(1, "story", "stories") == "1 story"
    assert counted(0, "story", "stories") == "0 stories"
    assert counted(3, "card") == "3 cards"


def test_runs_of_three_or_more_are_shortened() -> None:
    def consecutive(before: int, after: int) -> bool:
        return after == before + 1

    assert runs([1, 2, 3, 4, 6, 7, 9], consecutive) == "1 to 4, 6, 7, 9"
    assert runs([], consecutive) == ""
