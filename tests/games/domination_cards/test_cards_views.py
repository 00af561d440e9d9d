"""Hidden information (rules page, "What you can see"): views carry no secret."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from english_text import refused
from hypothesis import given, settings
from hypothesis import strategies as st

from games.contract import InvalidPosition
from games.domination_cards import GAME, CardsState


@pytest.fixture
def dealt(stack) -> CardsState:
    """H holds 1,1,2, V holds 9,9,10, the deck starts 4,5,6,7."""
    order = stack("1,1,2", "9,9,10", "3,3,8,8", "4,5,6,7")
    return GAME.start({"order": order, "first": "H"})


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_rest(dealt: CardsState) -> None:
    view = dealt.view("H")
    assert view.hand == (1, 1, 2)
    assert view.hand_sizes == {"H": 3, "V": 3}
    assert view.deck_size == 30
    assert view.text().startswith("turn H; hand H 1,1,2; hand V #3; deck #30; discard -;")
    assert "9,9,10" not in view.text()
    assert "4,5,6,7" not in view.text()


def test_the_other_seat_sees_the_mirror_image(dealt: CardsState) -> None:
    view = dealt.view("V")
    assert view.hand == (9, 9, 10)
    assert "hand H #3; hand V 9,9,10" in view.text()
    assert "1,1,2" not in view.text()


def test_a_spectator_sees_no_hand(dealt: CardsState) -> None:
    view = dealt.view(None)
    assert view.hand is None
    assert "hand H #3; hand V #3; deck #30" in view.text()


def test_public_facts_are_in_every_view(arrange) -> None:
    state = arrange("H1@0,0 H7@1,0 V3@0,1 V5@1,1 V4@2,1", h="4,5,7", v="8,8,9")
    after = state.play("C7:1,0>1,1 5>2,1").play("E8@1,2")
    for viewer in ("H", "V", None):
        view = after.view(viewer)
        assert view.table == after.table
        assert view.discard == (7, 5)
        assert view.last_move == after.last_move
        assert (view.turn, view.to_move, view.ply, view.outcome) == ("H", "H", 2, None)


def test_a_view_text_cannot_be_read_as_a_position(dealt: CardsState) -> None:
    with refused(InvalidPosition, match="hides cards"):
        GAME.from_position(dealt.view("H").text(), dealt.options)


def test_resampling_keeps_what_the_viewer_knows_and_redraws_the_rest(dealt: CardsState) -> None:
    twins = [dealt.resample_hidden("H", random.Random(seed)) for seed in range(5)]
    assert all(twin.hands["H"] == (1, 1, 2) for twin in twins)
    assert all(twin.view("H") == dealt.view("H") for twin in twins)
    unseen = Counter(dealt.hands["V"] + dealt.deck)
    assert all(Counter(twin.hands["V"] + twin.deck) == unseen for twin in twins)
    assert len({twin.hands["V"] + twin.deck for twin in twins}) > 1
    assert hash(twins[0].view("H")) == hash(dealt.view("H"))


def test_for_a_spectator_both_hands_are_redrawn(dealt: CardsState) -> None:
    twins = [dealt.resample_hidden(None, random.Random(seed)) for seed in range(5)]
    assert len({twin.hands["H"] for twin in twins}) > 1
    assert all(twin.view(None) == dealt.view(None) for twin in twins)


@settings(max_examples=15)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(GAME.variants))
def test_no_view_along_a_random_game_shows_a_secret(seed: int, variant: dict[str, str]) -> None:
    """Over random play, each view (and its text) is the same whatever the secrets are,
    and only the viewer's own hand appears in it."""
    rng = random.Random(seed)
    state = GAME.start(variant, seed)
    while not state.is_over:
        for viewer in ("H", "V", None):
            view = state.view(viewer)
            twin = state.resample_hidden(viewer, rng)
            assert twin.view(viewer) == view
            assert twin.view(viewer).text() == view.text()
            assert (view.hand is None) == (viewer is None)
        state = state.apply(rng.choice(state.legal_moves()))


def test_resampling_keeps_the_outcome_everyone_has_seen(arrange) -> None:
    """A hand of royals with no legal turn ends the game in Royal Domination; a redeal of
    the hidden cards must not undo (or cause) that public fact."""
    table = "H1[J]@0,0 H7[J]@1,0 V3[K]@0,1 V5[K]@1,1 V2@1,2"
    stuck = arrange(table, h="Q,Q,Q", v="8,8,9", royal="true")
    assert stuck.is_over
    for seed in range(3):
        twin = stuck.resample_hidden(None, random.Random(seed))
        assert twin.outcome == stuck.outcome
        assert set(twin.hands["H"]) <= {"J", "Q"}
