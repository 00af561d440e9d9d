"""Premove lines checked against what their player knows (pure: no database)."""

from __future__ import annotations

import pytest

import games
from bot.core.errors import GameRefused, InvalidRequest, NotPermitted
from bot.premoves.lines import checked_line, continuations, split_line
from bot.premoves.tree import Tree


def draughts():
    game = games.get("draughtnauts")
    return game.new(game.options({}), 1)


def test_lines_share_prefixes_and_a_contradiction_replaces_its_branch():
    tree = Tree().with_line(("11-15", "22-18", "15x22", "25x18"))
    tree = tree.with_line(("11-15", "22-18", "9-13", "18x11"))
    tree = tree.with_line(("10-14", "22-17"))
    assert list(tree.lines()) == [
        ("11-15", "22-18", "15x22", "25x18"),
        ("11-15", "22-18", "9-13", "18x11"),
        ("10-14", "22-17"),
    ]
    assert tree.contradicted_by(("11-15", "21-17")) == ("11-15", "22-18")
    assert tree.contradicted_by(("11-15", "22-18", "15x22", "26x17")) == (
        "11-15",
        "22-18",
        "15x22",
        "25x18",
    )
    replaced = tree.with_line(("11-15", "21-17"))
    assert list(replaced.lines()) == [("11-15", "21-17"), ("10-14", "22-17")]
    assert Tree.from_json(tree.to_json()) == tree


def test_a_line_is_read_into_canonical_notation():
    moves = split_line("draughtnauts", "11-15 22-18 15-22 25-18")
    assert checked_line(draughts(), "light", moves) == ("11-15", "22-18", "15x22", "25x18")


def test_refusals():
    state = draughts()
    with pytest.raises(NotPermitted):
        checked_line(state, "dark", ["11-15", "22-18"])
    with pytest.raises(InvalidRequest):
        checked_line(state, "light", ["11-15"])
    with pytest.raises(GameRefused) as refused:
        checked_line(state, "light", ["11-15", "22-19"])
    assert refused.value.message.args["number"] == 2


def test_spaced_games_separate_moves_by_semicolons():
    assert split_line("domination-grid", "c2-c3 e2-e3") == ["c2-c3 e2-e3"]
    assert split_line("domination-grid", "c2-c3 e2-e3; pass") == ["c2-c3 e2-e3", "pass"]
    assert continuations(draughts(), "light", "11-15 22-1") == ["11-15 22-17", "11-15 22-18"]


def cards():
    game = games.get("domination-cards")
    return game.new(game.options({"first": "H"}), 5)


def test_a_card_line_answering_with_a_card_only_the_draw_could_bring_is_refused():
    """V holds 1, 8, 9. After its first answer V draws the deck's top card, which only
    the deck order knows; a second answer that plays the drawn card is legal in the real
    deal, but not on every deal V cannot tell from it: refused."""
    state = cards()
    condition = str(state.legal_moves()[0])
    after = state.play(condition)
    answer = next(str(m) for m in after.legal_moves() if str(m).startswith("E1@"))
    after = after.play(answer)
    second = str(after.legal_moves()[0])
    after = after.play(second)
    drawn = next(
        str(m)
        for m in after.legal_moves()
        if str(m).startswith("E") and str(m)[1:].split("@")[0] not in {"8", "9"}
    )
    real = checked_line
    with pytest.raises(GameRefused):
        real(state, "V", [condition, answer, second, drawn])
    safe = next(str(m) for m in after.legal_moves() if str(m).startswith("E8@"))
    assert real(state, "V", [condition, answer, second, safe])[-1] == safe


def test_a_card_condition_may_name_any_card_the_opponent_might_hold():
    """V cannot know H's hand: a condition with a card H does not really hold is still
    accepted (refusing it would tell V what H holds)."""
    state = cards()
    held = {str(m)[1:].split("@")[0] for m in state.legal_moves() if str(m).startswith("E")}
    absent = next(v for v in ("2", "5", "6", "7", "10") if v not in held)
    line = checked_line(state, "V", [f"E{absent}@2,0", "E8@-1,1"])
    assert line == (f"E{absent}@2,0", "E8@-1,1")
