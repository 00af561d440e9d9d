"""The contract's own machinery, on a game small enough to check by hand.

`Pile` is Nim with one pile: take 1 to `most` stones, whoever takes the last stone wins.
It exercises what the contract gives every game for free: `play` on text, refusals on a
finished game, `replay` naming the failing move, generic `perft`, `suggest` for
autocomplete and option validation.
"""

from __future__ import annotations

import json
import pickle
from dataclasses import dataclass, field
from typing import Self

import pytest
from english_text import english, refused
from pydantic import Field

import games
from games.contract import (
    AmbiguousMove,
    Game,
    GameError,
    IllegalMove,
    InvalidNotation,
    InvalidOptions,
    InvalidPosition,
    Move,
    Options,
    Outcome,
    Rematch,
    ReplayError,
    State,
    play_moves,
)
from i18n import Message


@dataclass(frozen=True, repr=False)
class Take(Move):
    stones: int

    def __str__(self) -> str:
        return f"take{self.stones}"


class PileOptions(Options):
    stones: int = Field(default=5, ge=1)
    most: int = Field(default=3, ge=1, le=9)


@dataclass(frozen=True, repr=False)
class PileState(State):
    game_id = "pile"
    stones: int
    most: int
    mover: int = 0
    ply: int = 0
    last_move: Take | None = None
    seats: tuple[str, str] = field(default=("first", "second"))

    @property
    def to_move(self) -> str | None:
        return None if self.stones == 0 else self.seats[self.mover]

    @property
    def outcome(self) -> Outcome | None:
        if self.stones:
            return None
        return Outcome(self.seats[1 - self.mover], Message("took the last stone"))

    def legal_moves(self) -> list[Take]:
        return [Take(n) for n in range(1, min(self.most, self.stones) + 1)]

    def parse_move(self, text: str) -> Take:
        digits = text.strip().removeprefix("take")
        if not digits.isdigit():
            raise InvalidNotation(Message(f"'{text}' is not a move: write take1, take2 ..."))
        return Take(int(digits))

    def apply(self, move: Take) -> Self:
        if move not in self.legal_moves():
            raise IllegalMove(Message(f"you may take 1 to {min(self.most, self.stones)} stones"))
        return PileState(self.stones - move.stones, self.most, 1 - self.mover, self.ply + 1, move)

    def position(self) -> str:
        return f"{self.stones}/{self.mover}"


class Pile(Game):
    id = "pile"
    title = "Pile"
    seats = ("first", "second")
    options_model = PileOptions

    def new(self, options: PileOptions, seed: int) -> PileState:
        return PileState(options.stones, options.most)

    def from_position(self, text: str, options: PileOptions) -> PileState:
        stones, _, mover = text.partition("/")
        if not (stones.isdigit() and mover in ("0", "1")):
            raise InvalidPosition(f"'{text}' is not a pile position")
        return PileState(int(stones), options.most, int(mover))


PILE = Pile()


def test_play_accepts_text_and_moves_and_keeps_the_old_state() -> None:
    start = PILE.start()
    after = start.play("take2").play(Take(1))
    assert (after.stones, after.ply, after.last_move) == (2, 2, Take(1))
    assert start.stones == 5


def test_a_finished_game_refuses_every_move_and_says_why() -> None:
    done = PILE.replay(["take3", "take2"])
    assert done.outcome == Outcome("second", Message("took the last stone"))
    assert done.is_over and done.to_move is None
    with refused(IllegalMove, match="the game is over: took the last stone"):
        done.play("take1")


def test_replay_names_the_refused_move_by_number() -> None:
    with pytest.raises(ReplayError) as caught:
        PILE.replay(["take1", "take4"])
    assert (caught.value.number, caught.value.move) == (2, "take4")
    assert english(caught.value) == "move 2 'take4': you may take 1 to 3 stones"
    assert isinstance(caught.value.cause, IllegalMove)


def test_play_moves_continues_from_any_state() -> None:
    assert play_moves(PILE.start(position="4/1"), ["take1"]).position() == "3/0"


def test_generic_perft_counts_move_sequences() -> None:
    # From 5 stones, sequences of 2 moves: 3 first moves, then 3, 3, 2 replies.
    assert PILE.perft(PILE.start(), 0) == 1
    assert PILE.perft(PILE.start(), 1) == 3
    assert PILE.perft(PILE.start(), 2) == 3 + 3 + 2
    assert PILE.perft(PILE.start({"stones": 1}), 2) == 0


def test_suggest_puts_prefix_matches_first_ignoring_case_and_spaces() -> None:
    state = PILE.start({"stones": 9, "most": 9})
    assert state.suggest("TAKE 2") == ["take2"]
    assert state.suggest("", limit=3) == ["take1", "take2", "take3"]
    assert state.suggest("3") == ["take3"]
    assert state.suggest("nothing") == []


def test_options_come_validated_from_strings_with_readable_refusals() -> None:
    assert PILE.options({"stones": "7"}) == PileOptions(stones=7)
    with refused(InvalidOptions, match="option 'most': should be 9 or less, not '10'"):
        PILE.options({"most": "10"})
    with refused(InvalidOptions, match="there is no option 'colour'; the options are"):
        PILE.options({"colour": "red"})


def test_errors_carry_their_message_and_share_one_base() -> None:
    said = Message("game-over", reason=Message("game-draagostat-repetition"))
    for error in (IllegalMove(said), InvalidNotation(said), InvalidOptions(said)):
        assert isinstance(error, GameError) and error.message == said
        assert english(error) == "the game is over: the same position occurred for the third time"
        assert str(error) == "game-over(reason=game-draagostat-repetition)"


def test_default_view_is_public_and_resampling_changes_nothing() -> None:
    state = PILE.start()
    assert state.view("first").text() == state.position()
    assert state.view(None) == state.view("second")
    assert state.resample_hidden("first", rng=None) is state  # type: ignore[arg-type]


def test_move_repr_shows_its_notation() -> None:
    assert repr(Take(2)) == "<Take take2>"
    assert repr(PILE.start()) == "<PileState pile ply=0 to_move=first>"
    assert "took the last stone" in repr(PILE.replay(["take3", "take2"]))


def test_a_rematch_swaps_the_seats_and_keeps_the_options_by_default() -> None:
    options = PILE.options({"stones": "7"})
    assert PILE.rematch(options, seed=3, winner="first") == Rematch(True, options)
    assert PILE.rematch(options, seed=3, winner=None) == Rematch(True, options)


def test_a_game_has_no_deal_to_share_by_default() -> None:
    assert PILE.shared_deal(PILE.options(), round_seed=4) is None


@pytest.mark.parametrize("game_id", ["draagostat", "draughtnauts", "domination-grid"])
def test_the_board_games_swap_seats_and_share_no_deal(game_id: str) -> None:
    game = games.get(game_id)
    options = game.options()
    assert game.rematch(options, 1, game.seats[0]) == Rematch(True, options)
    assert game.shared_deal(options, 1) is None


def test_a_refusal_survives_pickling_with_its_message() -> None:
    # The render worker's pool sends exceptions between processes: unpickling calls
    # the class with its `args`, so the message must be the argument it was given.
    said = Message("game-over", reason=Message("game-draagostat-repetition"))
    error = pickle.loads(pickle.dumps(IllegalMove(said)))
    assert error.args == (said,) and error.message == said


def test_an_ambiguous_move_keeps_its_candidates_as_a_tuple() -> None:
    error = AmbiguousMove(Message("game-draughtnauts-ambiguous"), iter(["a1-b2", "a1-c3"]))
    assert error.candidates == ("a1-b2", "a1-c3")


def test_plain_text_of_a_message_lists_every_value() -> None:
    said = Message("game-no-seat", seat="x", seats="a")
    assert str(GameError(said)) == "game-no-seat(seat=x, seats=a)"


def test_options_store_as_plain_json_values() -> None:
    stored = games.get("draagostat").options({"setup": "a1,b2,c3,d4"}).to_json()
    assert stored["setup"] == ["a1", "b2", "c3", "d4"]
    assert json.loads(json.dumps(stored)) == stored


def test_public_views_of_different_positions_differ() -> None:
    start = PILE.start()
    assert start.view("first") != start.play("take1").view("first")
    assert start.view("first") != start.position()


def test_suggest_offers_at_most_the_25_choices_discord_shows() -> None:
    assert PILE_OF_MANY.start().suggest("") == [f"take{n}" for n in range(1, 26)]


def test_a_game_whose_snapshot_holds_everything_leaves_no_trail() -> None:
    assert PILE.start().trail() == "" and PILE.start().play("take1").trail() == ""


def test_resume_by_default_reads_the_snapshot_with_the_options() -> None:
    state = PILE.resume({"most": "2"}, "4/1", ["", ""])
    assert (state.stones, state.most, state.mover) == (4, 2, 1)


def test_replay_starts_from_the_given_position() -> None:
    assert PILE.replay(["take1"], position="4/1").position() == "3/0"


def test_start_and_replay_deal_with_seed_zero_by_default() -> None:
    cards = games.get("domination-cards")
    assert cards.start(seed=0).snapshot() != cards.start(seed=1).snapshot()
    assert cards.start().snapshot() == cards.start(seed=0).snapshot()
    assert cards.replay([]).snapshot() == cards.start(seed=0).snapshot()


def test_options_of_another_model_are_read_by_their_values() -> None:
    class StoredPileOptions(Options):
        stones: int = 5

    assert PILE.options(StoredPileOptions(stones=7)) == PileOptions(stones=7)


def test_only_a_secret_option_decides_what_is_hidden() -> None:
    class SecretPile(Pile):
        secret_options = frozenset({"most"})

    game = SecretPile()
    assert game.options_decide_hidden({"most": "2"})
    assert not game.options_decide_hidden({"stones": "7"})
    assert not game.options_decide_hidden({})


def test_a_refusal_says_the_lower_bound_too() -> None:
    with refused(InvalidOptions, match="option 'stones': should be 1 or more, not '0'"):
        PILE.options({"stones": "0"})


def test_a_list_option_is_read_item_by_item() -> None:
    assert MARKED.options({"label": "x", "marks": ["a", "b\udcff"]}).marks == ("a", "b\\udcff")


def test_a_refusal_without_our_own_words_still_names_the_option() -> None:
    with refused(InvalidOptions, match="^option 'Marks': this value cannot be used$"):
        MARKED.options({"label": "x", "Marks": ["a", "b", "c", "d"]})


def test_a_missing_option_is_named_by_its_field() -> None:
    with refused(InvalidOptions, match="^option 'label': this value cannot be used$"):
        MARKED.options({})


class PileOfMany(Pile):
    """A pile from which any number of stones may be taken: more moves than Discord lists."""

    def new(self, options: PileOptions, seed: int) -> PileState:
        return PileState(60, 60)


PILE_OF_MANY = PileOfMany()


class MarkedOptions(Options):
    label: str
    marks: tuple[str, ...] = Field(default=(), max_length=3)


class Marked(Pile):
    """A pile whose options hold a list and a required value, which no real game has."""

    options_model = MarkedOptions


MARKED = Marked()
