"""Whatever text reaches an engine, it answers or refuses with a typed, short reason.

Players, the bot and the referee command hand the engines text that nobody checked:
digits of other scripts ('²', '٣', '①'), numbers longer than `int` will read, lone
surrogates (undecodable bytes from a command line), huge pastes, bare whitespace. Every
entry point that reads text must raise only `GameError` subclasses, and a refusal that
quotes the text quotes a short excerpt of it.
"""

from __future__ import annotations

import functools
import random

import pytest
from english_text import assert_catalogued, english
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games.contract import GameError, State
from i18n import SHIPPED, words

REASON_LENGTH = 400
"""Longer than any refusal's fixed wording plus a quoted excerpt; far below a paste."""

UNICODE_DIGITS = "²³¹⁰①⑩٣٤۵०৭𝟘𝟡９"
HUGE = 5000


def _mutated(seed_texts: list[str]) -> st.SearchStrategy[str]:
    """Real notation or position text with its digits, or pieces of it, replaced by
    hostile ones: other scripts' digits, runs past `int`'s limit, surrogates."""

    def mutate(text: str, where: int, replacement: str) -> str:
        cut = where % (len(text) + 1)
        return text[:cut] + replacement + text[cut + 1 :]

    replacements = st.one_of(
        st.sampled_from(UNICODE_DIGITS),
        st.integers(4301, HUGE).map(lambda n: "9" * n),
        st.sampled_from(["\ud800", "\udcff", " ", "\t\n", "\u00a0", "-", ",", ""]),
    )
    return st.builds(mutate, st.sampled_from(seed_texts), st.integers(0, 10_000), replacements)


def hostile_text(seed_texts: list[str]) -> st.SearchStrategy[str]:
    every_character = st.characters(exclude_categories=())
    return st.one_of(
        _mutated(seed_texts),
        st.text(every_character, max_size=30),
        st.text(st.sampled_from(f"0123456789{UNICODE_DIGITS}x-,@>:"), max_size=30),
        st.sampled_from(f"a9 ²-\ud800{UNICODE_DIGITS}").map(lambda char: char * HUGE),
        st.text(st.sampled_from(" \t\n\r\u00a0\u2003"), max_size=12),
    )


def _start(game_id: str) -> State:
    return games.get(game_id).start(seed=3)


@functools.cache
def _seed_texts(game_id: str) -> list[str]:
    """Real moves and positions to mutate: from the start and from a game under way in
    every declared variant (power-ups, royals, small boards...)."""
    game, rng = games.get(game_id), random.Random(7)
    texts = []
    for variant in game.variants:
        state = game.start(variant, seed=3)
        for _ in range(2):
            texts += [state.position(), *(str(move) for move in state.legal_moves()[:10])]
            for _ in range(15):
                if not state.is_over:
                    state = state.apply(rng.choice(state.legal_moves()))
    return texts


def _refuses_with_a_short_reason(action, text: str) -> None:  # type: ignore[no-untyped-def]
    try:
        action(text)
    except GameError as refusal:
        _short_and_printable_in_every_language(refusal)


def _short_and_printable_in_every_language(refusal: GameError) -> None:
    """Every shipped language words the refusal short and sendable: the quote of the
    player's text stays an excerpt, and a lone surrogate arrives escaped."""
    assert_catalogued(refusal)
    for locale in SHIPPED:
        text = words(locale)(refusal.message)
        assert len(text) <= REASON_LENGTH, f"{locale}: {text[:200]}"
        text.encode("utf-8")


@pytest.mark.parametrize("game_id", games.GAME_IDS)
@settings(max_examples=120)
@given(data=st.data())
def test_hostile_text_meets_only_typed_refusals(game_id: str, data: st.DataObject) -> None:
    game, state = games.get(game_id), _start(game_id)
    text = data.draw(hostile_text(_seed_texts(game_id)), label="text")
    key = data.draw(
        st.one_of(st.sampled_from(list(game.options_model.model_fields)), st.just(text))
    )
    _refuses_with_a_short_reason(state.parse_move, text)
    _refuses_with_a_short_reason(state.play, text)
    _refuses_with_a_short_reason(lambda typed: game.from_position(typed, game.options()), text)
    _refuses_with_a_short_reason(lambda value: game.options({key: value}), text)
    suggestions = state.suggest(text)
    assert all(isinstance(suggestion, str) for suggestion in suggestions)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
@pytest.mark.parametrize(
    "paste", ["a" * HUGE, "9" * HUGE, "²" * HUGE, "x-" * (HUGE // 2), "\ud800" * HUGE]
)
def test_a_refusal_quotes_only_an_excerpt_of_a_huge_paste(game_id: str, paste: str) -> None:
    game, state = games.get(game_id), _start(game_id)
    for refuse in (
        state.play,
        lambda text: game.from_position(text, game.options()),
        lambda text: game.options({text: "1"}),
        lambda text: game.options(dict.fromkeys(game.options_model.model_fields, text)),
    ):
        with pytest.raises(GameError) as refusal:
            refuse(paste)
        _short_and_printable_in_every_language(refusal.value)


@pytest.mark.parametrize(
    ("game_id", "text"),
    [
        ("domination-cards", "E²@0,0"),
        ("domination-cards", "①"),
        ("domination-cards", "E1⁰@0,0"),
        ("domination-cards", "E1@٣,0"),
        ("domination-cards", f"E1@{'1' * HUGE},0"),
        ("draughtnauts", f"11-{'9' * HUGE}"),
        ("draughtnauts", "١١-١٥"),
        ("domination-grid", "c٢-c٣"),
    ],
)
def test_the_reported_inputs_are_refused_as_notation(game_id: str, text: str) -> None:
    with pytest.raises(GameError):
        _start(game_id).play(text)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_surrogate_in_an_option_value_is_refused_printably(game_id: str) -> None:
    game = games.get(game_id)
    for name in game.options_model.model_fields:
        try:
            game.options({name: "\udcff"})
        except GameError as refusal:
            _short_and_printable_in_every_language(refusal)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
@pytest.mark.parametrize("blank", ["", " ", "\t\n "])
def test_a_blank_move_is_refused_as_no_move_without_quoting_nothing(
    game_id: str, blank: str
) -> None:
    with pytest.raises(GameError) as refusal:
        _start(game_id).play(blank)
    assert "''" not in english(refusal.value)
    assert english(refusal.value).startswith(("no move given", "the move is empty"))
