"""Small pieces of alt-text wording, in any language."""

from __future__ import annotations

from i18n import words
from render.wording import runs


def test_runs_of_three_or_more_are_shortened() -> None:
    def consecutive(before: int, after: int) -> bool:
        return after == before + 1

    assert runs([1, 2, 3, 4, 6, 7, 9], consecutive, words("en")) == "1 to 4, 6, 7, 9"
    assert runs([1, 2, 3, 4, 6, 7, 9], consecutive, words("de")) == "1 bis 4, 6, 7, 9"
    assert runs([], consecutive, words("en")) == ""
