"""Between card matches: the rematch hands the loser the first turn, and a tournament
round's duplicate deal is the same deck for every table."""

from __future__ import annotations

from collections import Counter

import pytest

import games
from games.contract import Rematch

GAME = games.get("domination-cards")


def starter(options: dict[str, str], seed: int) -> str:
    return GAME.start(options, seed).to_move or ""


@pytest.mark.parametrize(("winner", "first"), [("H", "V"), ("V", "H")])
def test_a_rematch_keeps_the_seats_and_the_loser_starts(winner: str, first: str) -> None:
    terms = GAME.rematch(GAME.options({"hand": "4"}), 9, winner)
    assert terms == Rematch(swap_seats=False, options=GAME.options({"hand": "4", "first": first}))


@pytest.mark.parametrize("seed", range(6))
def test_after_a_draw_whoever_did_not_start_starts(seed: int) -> None:
    started = starter({}, seed)
    terms = GAME.rematch(GAME.options(), seed, None)
    assert terms.options.changed() == {"first": "V" if started == "H" else "H"}


def test_stored_options_as_json_are_accepted() -> None:
    stored = {"hand": 4, "deck": "standard", "royal": False, "first": None, "order": None}
    assert GAME.rematch(stored, 1, "H").options.changed() == {"hand": 4, "first": "V"}
    assert GAME.shared_deal(stored, 1) == GAME.shared_deal(GAME.options(stored), 1)


def test_after_a_draw_with_a_fixed_first_seat_the_other_seat_starts() -> None:
    assert GAME.rematch(GAME.options({"first": "V"}), 3, None).options.changed() == {"first": "H"}


# Deck heads drawn by the bot's duplicate-deal code before it moved into the game; the
# game must keep dealing exactly these, or a tournament under way would change its deals.
KNOWN_DEALS = [
    ({}, 42, "V", ["3", "1", "3", "10", "7", "7", "8", "3", "2", "9", "6", "8"]),
    ({"first": "V", "deck": "royals"}, 7, "V", ["5", "10", "8", "3", "11", "3", "1", "5"]),
    ({"royal": "true", "hand": "4"}, 2**31 - 1, "H", ["3", "5", "2", "4", "Q", "4", "5", "3"]),
]


@pytest.mark.parametrize(("options", "round_seed", "first", "head"), KNOWN_DEALS)
def test_the_shared_deal_is_the_one_the_tournaments_have_always_dealt(
    options: dict[str, str], round_seed: int, first: str, head: list[str]
) -> None:
    dealt = GAME.shared_deal(GAME.options(options), round_seed)
    assert dealt is not None
    assert dealt.to_json()["first"] == first
    assert dealt.to_json()["order"][: len(head)] == head


def test_the_shared_deal_is_the_whole_pack_shuffled_by_the_round_seed_alone() -> None:
    options = GAME.options({"deck": "tarot"})
    dealt = GAME.shared_deal(options, 5)
    assert dealt is not None and dealt == GAME.shared_deal(options, 5)
    assert Counter(dealt.to_json()["order"]) == Counter(
        str(v) for v in range(1, 15) for _ in "♠♥♦♣"
    )
    assert GAME.shared_deal(options, 6) != dealt


def test_every_table_given_the_shared_deal_starts_alike_whatever_its_seed() -> None:
    dealt = GAME.shared_deal(GAME.options(), 11)
    assert dealt is not None
    starts = {GAME.new(dealt, seed).position() for seed in range(5)}
    assert len(starts) == 1


def test_a_deck_order_decides_the_hands_whoever_starts() -> None:
    """`order` makes the hands known to whoever reads the options, even with the first
    player left to the seed (the seed then only chooses which of two known hands is
    whose); the other options leave the deal to the seed."""
    deck = [str(card) for card in GAME.options().pack.cards()]
    assert GAME.options_decide_hidden({"order": deck})
    assert GAME.options_decide_hidden({"order": deck, "first": "V"})
    assert GAME.options_decide_hidden(GAME.shared_deal({}, 5))
    assert not GAME.options_decide_hidden({"first": "H", "hand": "5"})
    assert not GAME.options_decide_hidden({})


@pytest.mark.parametrize("game_id", [g for g in games.GAME_IDS if g != GAME.id])
def test_games_without_hidden_cards_have_no_secret_options(game_id: str) -> None:
    game = games.get(game_id)
    assert not game.hidden_information
    assert not game.secret_options
    assert not game.options_decide_hidden({})
