"""The deal (rules page, "The cards and the deal"; Rulings 1 and 2)."""

from __future__ import annotations

from collections import Counter

from games.domination_cards import GAME, TableCard


def test_the_starter_gets_the_top_cards_then_the_other_hand_then_the_table(stack) -> None:
    order = stack("1,2,3", "4,5,6", "7,8,9,10")
    state = GAME.start({"order": order, "first": "V"})
    assert state.hands == {"V": (1, 2, 3), "H": (4, 5, 6)}
    assert state.table == {
        (0, 0): TableCard("H", 7),
        (1, 0): TableCard("H", 8),
        (0, 1): TableCard("V", 9),
        (1, 1): TableCard("V", 10),
    }
    assert state.to_move == "V"
    assert len(state.deck) == 40 - 10
    assert state.discard == ()


def test_hands_are_dealt_at_the_chosen_size(stack) -> None:
    order = stack("1,2", "3,4", "5,6,7,8")
    state = GAME.start({"order": order, "hand": "2", "first": "H"})
    assert state.hands == {"H": (1, 2), "V": (3, 4)}
    assert state.table[(1, 1)].value == 8


def test_the_deck_keeps_the_given_order_below_the_dealt_cards(stack) -> None:
    order = stack("1,1,1", "2,2,2", "3,3,3,4", "10,9,8")
    state = GAME.start({"order": order, "first": "H"})
    assert state.deck[:3] == (10, 9, 8)


def test_without_an_order_the_seed_shuffles_the_whole_deck() -> None:
    one, same, other = (GAME.start(seed=s) for s in (4, 4, 5))
    assert one.position() == same.position()
    assert one.position() != other.position()
    cards = [*one.hands["H"], *one.hands["V"], *one.deck] + [c.value for c in one.table.values()]
    assert Counter(cards) == Counter(v for v in range(1, 11) for _ in range(4))


def test_without_first_the_seed_picks_the_starter_and_both_seats_happen() -> None:
    starters = {GAME.start(seed=seed).to_move for seed in range(20)}
    assert starters == {"H", "V"}
    assert GAME.start(seed=9).to_move == GAME.start(seed=9).to_move


def test_first_decides_who_starts_whatever_the_seed() -> None:
    assert {GAME.start({"first": "H"}, seed=seed).to_move for seed in range(10)} == {"H"}


def test_a_royal_turned_up_for_the_table_goes_under_the_deck(stack) -> None:
    order = stack("1,2,3", "4,5,6", "7,Q,8,J,9,10", royal="true")
    state = GAME.start({"order": order, "royal": "true", "first": "H"})
    assert [state.table[cell].value for cell in ((0, 0), (1, 0), (0, 1), (1, 1))] == [7, 8, 9, 10]
    assert state.deck[-2:] == ("Q", "J")
    assert len(state.deck) == 52 - 10
