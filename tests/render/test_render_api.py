"""The public face of `render`, the same for every game: bytes, sizes, words, refusals."""

from __future__ import annotations

import random

import pytest
from english_text import english
from render_pixels import decode

import games
import i18n
import render
from games import UnknownGame
from render import alt_text
from render.alt_text import ALT_TEXT_LIMIT
from render.drawer import WrongGame
from render.registry import drawer_for
from render.status import seat_title

LARGEST_PNG = 150 * 1024


def played(game: games.Game, plies: int, seed: int = 2, options=None) -> games.State:
    rng = random.Random(seed)
    state = game.start(options, seed)
    for _ in range(plies):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_game_renders_a_small_png_at_a_steady_size(game_id: str) -> None:
    game = games.get(game_id)
    start, later = game.start(seed=2), played(game, 40)
    first, second = render.render(start), render.render(later)
    assert len(first) < LARGEST_PNG
    assert len(second) < LARGEST_PNG
    if game_id != "domination-cards":  # the card table grows; the boards do not
        assert decode(first).size == decode(second).size
    assert first != second


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_alt_text_says_whose_turn_and_stays_under_discords_limit(game_id: str) -> None:
    game = games.get(game_id)
    state = played(game, 300, seed=3)
    words = render.describe(state)
    assert len(words) <= ALT_TEXT_LIMIT
    assert words.startswith(f"{game.title}, move {state.ply}.")
    if state.is_over:
        assert "wins:" in words or "Draw:" in words
    else:
        assert f"{english(seat_title(state.to_move))} to move" in words


@pytest.mark.parametrize("game_id", ["draagostat", "draughtnauts", "domination-grid"])
def test_only_the_card_game_has_hands(game_id: str) -> None:
    game = games.get(game_id)
    with pytest.raises(render.NoPrivateHand):
        render.render_hand(game.start(), game.seats[0])
    with pytest.raises(render.NoPrivateHand):
        render.describe_hand(game.start(), game.seats[0])


def test_an_unknown_game_has_no_drawer() -> None:
    with pytest.raises(UnknownGame):
        drawer_for("chess")


def test_overlong_alt_text_is_cut_to_the_limit() -> None:
    class Wordy(type(drawer_for("draagostat"))):
        def position_words(self, state, viewer, said) -> str:
            return "a very long description " * 100

    words = alt_text.describe(Wordy(), games.get("draagostat").start(), None, i18n.words("en"))
    assert len(words) == ALT_TEXT_LIMIT
    assert words.endswith("…")


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_drawer_refuses_another_games_state_by_name(game_id: str) -> None:
    """The registry picks drawers by game id, so a stranger's state is a programming
    error: the drawer says so, instead of failing on whichever field it reads first."""
    stranger = next(other for other in games.GAME_IDS if other != game_id)
    state = games.get(stranger).start(seed=2)
    drawer = drawer_for(game_id)
    with pytest.raises(WrongGame, match=game_id):
        drawer.draw(state, None, i18n.words("en"))
    with pytest.raises(WrongGame, match=game_id):
        drawer.position_words(state, None, i18n.words("en"))
