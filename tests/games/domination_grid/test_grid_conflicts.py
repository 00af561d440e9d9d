"""Conflicts (RULES.md "Fights"): every kind, built from a picture and one turn."""

from __future__ import annotations

from games.domination_grid import ConflictKind, Fate, GridState

MAJORITY_PICTURE = """
    ........
    ........
    ........
    ....w...
    ........
    ...bb...
    ........
    ........
"""


def fates(state: GridState) -> dict[str, Fate]:
    return {u.square: u.fate for c in state.last_conflicts for u in c.units}


def test_untouched_units_fight_nobody(arrange) -> None:
    after = arrange(MAJORITY_PICTURE).play("d3-d4")
    assert after.last_conflicts == ()
    assert after.unit_at("e5") == "white"


def test_the_side_with_more_units_discards_the_other_into_its_reserve(arrange) -> None:
    after = arrange(MAJORITY_PICTURE).play("d3-d5 e3-e4")
    (conflict,) = after.last_conflicts
    assert conflict.kind is ConflictKind.MAJORITY
    assert fates(after) == {"d5": Fate.KEPT, "e4": Fate.KEPT, "e5": Fate.DISCARDED}
    assert after.unit_at("e5") is None
    assert after.units("black") == ("e4", "d5")
    assert after.reserves == {"black": 0, "white": 1}


def test_one_unit_against_two_is_a_majority_not_a_surround(arrange) -> None:
    start = arrange("""
        ........
        ........
        ........
        ...w.w..
        ........
        ....b...
        ........
        ........
    """)
    after = start.play("e3-e5")
    (conflict,) = after.last_conflicts
    assert conflict.kind is ConflictKind.MAJORITY
    assert fates(after)["e5"] is Fate.DISCARDED
    assert after.reserves == {"black": 1, "white": 0}


MERGING_PICTURE = """
    ........
    ........
    ........
    ...w.w..
    ........
    ...bbb..
    ........
    ........
"""


def test_touching_pairs_apart_are_separate_conflicts(arrange) -> None:
    after = arrange(MERGING_PICTURE).play("d3-d4 f3-f4")
    assert [c.kind for c in after.last_conflicts] == [ConflictKind.TIE, ConflictKind.TIE]
    assert [[u.square for u in c.units] for c in after.last_conflicts] == [
        ["d4", "d5"],
        ["f4", "f5"],
    ]
    assert after.units("black") == ("e3",)
    assert after.units("white") == ()


def test_a_unit_touching_both_pairs_chains_them_into_one_conflict(arrange) -> None:
    after = arrange(MERGING_PICTURE).play("d3-d4 f3-f4 e3-e5")
    (conflict,) = after.last_conflicts
    assert conflict.kind is ConflictKind.MAJORITY
    assert sorted(u.square for u in conflict.units) == ["d4", "d5", "e5", "f4", "f5"]
    assert after.units("black") == ("d4", "f4", "e5")
    assert after.reserves == {"black": 0, "white": 2}


def test_equal_numbers_destroy_the_whole_chain(arrange) -> None:
    start = arrange("""
        ........
        ........
        ........
        ...w.w..
        ..b.b...
        ........
        ........
        ........
    """)
    after = start.play("c4-c5 e4-e5")
    (conflict,) = after.last_conflicts
    assert conflict.kind is ConflictKind.TIE
    assert set(fates(after).values()) == {Fate.DESTROYED}
    assert len(conflict.units) == 4
    assert after.units("black") == after.units("white") == ()
    assert after.reserves == {"black": 0, "white": 0}


def test_units_of_one_colour_side_by_side_are_not_linked(arrange) -> None:
    start = arrange("""
        ........
        ........
        ........
        ...ww...
        ........
        ...bb...
        ........
        ........
    """)
    after = start.play("d3-d4 e3-e4")
    assert [len(c.units) for c in after.last_conflicts] == [2, 2]


SURROUND_PICTURE = """
    ....b...
    ........
    ........
    ....w...
    ...b.b..
    ....b...
    ........
    ........
"""


def test_three_surrounding_units_turn_a_lone_unit(arrange) -> None:
    after = arrange(SURROUND_PICTURE).play("d4-d5 f4-f5 e3-e4")
    (conflict,) = after.last_conflicts
    assert conflict.kind is ConflictKind.SURROUND
    assert fates(after) == {"e4": Fate.KEPT, "d5": Fate.KEPT, "e5": Fate.TURNED, "f5": Fate.KEPT}
    assert after.unit_at("e5") == "black"
    assert after.units("white") == ()
    assert after.reserves == {"black": 0, "white": 0}


def test_four_surrounding_units_turn_a_lone_unit(arrange) -> None:
    after = arrange(SURROUND_PICTURE).play("d4-d5 f4-f5 e3-e4 e8-e6")
    (conflict,) = after.last_conflicts
    assert conflict.kind is ConflictKind.SURROUND
    assert len(conflict.units) == 5
    assert after.unit_at("e5") == "black"


def test_a_turned_unit_touching_its_old_colour_is_destroyed(arrange) -> None:
    start = arrange("""
        ........
        ........
        ....w...
        ....w...
        ...b.b..
        ....b...
        ........
        ........
    """)
    after = start.play("d4-d5 f4-f5 e3-e4")
    (conflict,) = after.last_conflicts
    assert conflict.kind is ConflictKind.SURROUND
    assert fates(after)["e5"] is Fate.DESTROYED
    assert after.units("white") == ("e6",)
    assert after.reserves == {"black": 0, "white": 0}


def test_every_conflict_is_judged_on_the_board_the_movement_left(arrange) -> None:
    """e6 loses its own fight in the same turn, yet e5 still touched it when judged."""
    start = arrange("""
        ....b...
        ...b....
        ....w...
        ....w...
        ...b.b..
        ....b...
        ........
        ........
    """)
    after = start.play("d4-d5 f4-f5 e3-e4 d7-d6 e8-e7")
    surround, majority = sorted(after.last_conflicts, key=lambda c: c.kind)[::-1]
    assert surround.kind is ConflictKind.SURROUND
    assert majority.kind is ConflictKind.MAJORITY
    assert fates(after)["e5"] is Fate.DESTROYED
    assert fates(after)["e6"] is Fate.DISCARDED
    assert after.units("white") == ()
    assert after.reserves == {"black": 0, "white": 1}


def test_different_kinds_of_conflict_in_one_turn(arrange) -> None:
    start = arrange("""
        ........
        ........
        ........
        ......w.
        .....b.b
        ......b.
        .w......
        b.b.....
    """)
    after = start.play("a1-a2 c1-c2 f4-f5 h4-h5 g3-g4")
    kinds = [c.kind for c in after.last_conflicts]
    assert kinds == [ConflictKind.MAJORITY, ConflictKind.SURROUND]
    assert after.unit_at("b2") is None
    assert after.unit_at("g5") == "black"
    assert after.reserves == {"black": 0, "white": 1}
