"""RULES.md, Notation: every canonical form reads back as itself; input forgives spaces
and case; anything else is refused as unreadable."""

from __future__ import annotations

import pytest
from english_text import refused

from games.contract import InvalidNotation
from games.draagostat.notation import parse

EXAMPLES = [
    "Dc2-c3",
    "Da1-d4",
    "Bb2xb3>d1",
    "Dc2xc3>b2",
    "Dc2-c3*a1",
    "Dc2xc3*a1>d4",
    "+b2",
    "-b2",
    "#b2",
    "Bb2^b3",
]


@pytest.mark.parametrize("text", EXAMPLES)
def test_each_example_of_the_rules_is_canonical(text: str) -> None:
    assert str(parse(text)) == text


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("bb2-b3", "Bb2-b3"),
        (" B b2 - b3 ", "Bb2-b3"),
        ("d c2 x c3 > d1", "Dc2xc3>d1"),
        ("dc2xc3*a1>d4", "Dc2xc3*a1>d4"),
        ("DC2-C3*A1", "Dc2-c3*a1"),
        ("+ b2", "+b2"),
        ("bb2 ^ b3", "Bb2^b3"),
    ],
)
def test_spaces_and_case_are_forgiven(typed: str, canonical: str) -> None:
    assert str(parse(typed)) == canonical


@pytest.mark.parametrize(
    "typed",
    ["", "Xb2-b3", "Bb2-e5", "b2-b3", "Bb2b3", "Db2^b3", "Bc2-c3*a1", "++b2", "Bb2xb3", "pass"],
)
def test_anything_else_is_unreadable_with_a_hint(typed: str) -> None:
    readable_hint = r"(is not a move|no move given): write a step as"
    with refused(InvalidNotation, match=readable_hint):
        parse(typed)


def test_a_move_names_the_squares_it_touches_in_notation_order() -> None:
    assert parse("Dc2xc3*a1>d4").squares == ("c2", "c3", "a1", "d4")
    assert parse("Dc2-c3*a1").squares == ("c2", "c3", "a1")
    assert parse("Bb2xb3>d1").squares == ("b2", "b3", "d1")
    assert parse("#b2").squares == ("b2",)
    assert parse("Bb2^b3").squares == ("b2", "b3")
