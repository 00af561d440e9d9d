"""The one contract every game implements.

The bot, the renderer, the referee command, the conformance tests and later the computer
opponent and tournaments treat every game through these types only, so a new game is
usable everywhere the moment it is registered.

The shape borrows from three well-tried designs:

* python-chess: small immutable value types (`Move`, `Outcome`) with readable reprs, and a
  notation layer whose refusals are typed errors carrying a human reason.
* OpenSpiel: one `State` API for every game; chance is explicit, seeded input (a match is
  its options, its seed and its action history, so replaying them gives every position);
  `resample_hidden` mirrors `resample_from_infostate` and lets tests prove that a view
  leaks nothing.
* boardgame.io: moves are pure (a state is never changed, a new one is returned) and each
  seat sees the game through `view(seat)`, which strips what it must not see.

Nothing here does I/O, reads a clock or touches global randomness.
"""

from __future__ import annotations

import random
import re
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from pydantic import BaseModel, ConfigDict, ValidationError

from games.typed_text import quoted
from i18n.message import Message

Seat = str
"""A seat id, as the referee command and the rules name it: "dark", "H", "black"..."""

SUGGEST_INPUT_LIMIT = 100
"""The longest typed text `State.suggest` reads; every move's notation is shorter."""


# --------------------------------------------------------------------------- errors


class GameError(ValueError):
    """A refusal a player can act on.

    `message` names one sentence in the project's own words and the values it quotes
    (`Message("game-draagostat-no-citadel-entry", square="b3", ...)`), never a stack
    trace. The engine says *what* was refused; whoever shows it words it in the reader's
    language (`i18n.words(locale)(error.message)`), since an engine reads no catalogue.

    `str(error)` is the message's id and values (`game-over(reason=...)`): stable,
    language-free and greppable, which is what a log line or a traceback needs; the
    shell commands print the English sentence instead (`games.command_line`).
    """

    def __init__(self, message: Message) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return plain(self.message)


class InvalidOptions(GameError):
    """The options of a new match are unknown or out of range."""


class InvalidPosition(GameError):
    """A position text could not be read, or describes an impossible position."""


class InvalidNotation(GameError):
    """The text is not a move of this game in any accepted spelling."""


class AmbiguousMove(InvalidNotation):
    """A short form that fits more than one legal move; the candidates are listed."""

    def __init__(self, message: Message, candidates: Iterable[str]) -> None:
        super().__init__(message)
        self.candidates = tuple(candidates)


class IllegalMove(GameError):
    """A readable move that the rules forbid in this position."""


# ----------------------------------------------------------------------- value types


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the winning seat (None for a draw) and why, as a `Message` the
    reader's side words."""

    winner: Seat | None
    reason: Message

    @property
    def is_draw(self) -> bool:
        return self.winner is None


class Move(ABC):
    """One player's whole turn.

    Moves are immutable and hashable, and `str(move)` is the canonical notation of
    RULES.md: what the history stores and what `State.parse_move` reads back. Each game
    defines its own subclass, usually a frozen dataclass with `repr=False`.
    """

    __slots__ = ()

    @abstractmethod
    def __str__(self) -> str: ...

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self}>"


class Options(BaseModel):
    """Base of every game's options model: variants live here, validated, with defaults.

    Models are frozen and refuse unknown keys, so a typo in an option is an error and
    never a silently ignored setting.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    def to_json(self) -> dict[str, Any]:
        """The options as plain JSON values: what a match record stores."""
        return self.model_dump(mode="json")

    def changed(self) -> dict[str, Any]:
        """Only the options that differ from the defaults, as JSON values: what a player
        chose, so a challenge can show it without listing defaults nobody picked."""
        defaults = type(self)().to_json()
        return {key: value for key, value in self.to_json().items() if defaults[key] != value}


@dataclass(frozen=True, slots=True)
class Rematch:
    """How the next match between the same two players begins: whether they change
    seats, and the options it is played with (`Game.rematch`)."""

    swap_seats: bool
    options: Options


# ------------------------------------------------------------------------------ views


class View(ABC):
    """What one seat (or a spectator, `viewer=None`) may see of a state.

    The renderer draws views, the bot posts them and the public position text comes
    from them, so a secret that is not in the view cannot leak anywhere.
    """

    viewer: Seat | None

    @abstractmethod
    def text(self) -> str:
        """The position as this viewer may know it (for perfect-information games, the
        full position text)."""


class PublicView(View):
    """The view of a perfect-information game: everyone sees the whole state."""

    __slots__ = ("state", "viewer")

    def __init__(self, state: State, viewer: Seat | None) -> None:
        self.state = state
        self.viewer = viewer

    def text(self) -> str:
        return self.state.position()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PublicView) and self.text() == other.text()

    def __hash__(self) -> int:
        return hash(self.text())


# ------------------------------------------------------------------------------ state


class State(ABC):
    """A position together with everything the rules need to continue from it.

    States are immutable: `apply` and `play` return a new state and leave this one as it
    was, also when they raise. Every state knows the move that led to it, its ply (moves
    applied since the start or since the position it was read from) and, once the game is
    over, its `Outcome`.
    """

    game_id: ClassVar[str]

    # -- who, what, how it ended

    @property
    @abstractmethod
    def to_move(self) -> Seat | None:
        """The seat whose turn it is; None once the game is over."""

    @property
    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None while the game goes on."""

    @property
    @abstractmethod
    def ply(self) -> int:
        """Whole turns played so far."""

    @property
    @abstractmethod
    def last_move(self) -> Move | None:
        """The move that led here (None at the start or right after reading a position)."""

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    # -- moves

    @abstractmethod
    def legal_moves(self) -> Sequence[Move]:
        """The legal whole turns of the side to move, in canonical-notation order.

        Empty once the game is over. A game whose whole turns are too many to enumerate
        (domination-grid) lists a documented subset of legal turns instead and says so in
        `Game.lists_every_move`; every listed move is still legal.
        """

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """Read a move in any spelling the game accepts.

        Raises `InvalidNotation` (unreadable), `AmbiguousMove` (a short form with several
        candidates) or `IllegalMove` (readable, not allowed here).
        """

    @abstractmethod
    def apply(self, move: Move) -> Self:
        """The state after `move`; raises `IllegalMove` (with the rule that forbids it)
        and leaves this state unchanged if the move is not legal here."""

    def play(self, move: Move | str) -> Self:
        """Parse (if given text) and apply one whole turn."""
        if self.outcome is not None:
            raise IllegalMove(game_over(self.outcome))
        if isinstance(move, str):
            move = self.parse_move(move)
        return self.apply(move)

    def suggest(self, typed: str, limit: int = 25) -> list[str]:
        """Canonical notations of legal moves that match what a player has typed so far.

        This is how the bot fills autocomplete, once per keystroke. Text longer than
        `SUGGEST_INPUT_LIMIT` gets no suggestions: no move of any game is written that
        long, and the cap keeps every answer cheap whatever a client sends (Discord stops
        at 100 characters, but an engine must not count on its caller)."""
        if len(typed) > SUGGEST_INPUT_LIMIT:
            return []
        return self.complete(typed, limit)

    def complete(self, typed: str, limit: int) -> list[str]:
        """The suggestions for `typed`, which `suggest` has already bounded in length.

        Moves whose notation starts with the typed text come first, then those merely
        containing it; case and spaces are ignored. Games with huge or partial move lists
        override this (never `suggest`, which holds the bound)."""
        wanted = _squash(typed)
        notations = [str(m) for m in self.legal_moves()]
        starts = [n for n in notations if _squash(n).startswith(wanted)]
        contains = [n for n in notations if wanted in _squash(n) and n not in starts]
        return (starts + contains)[:limit]

    # -- text and views

    @abstractmethod
    def position(self) -> str:
        """The full position as text (`Game.from_position` reads it back exactly).

        For games with secrets this includes them; show players `view(seat).text()`.
        """

    def snapshot(self) -> str:
        """Everything needed to go on exactly as this state would, as text: what the bot
        stores after each move and reads back (`Game.start(position=...)`) when its
        cached state is gone, so a match continues the same at ply 5,000 without
        replaying its moves.

        The position text itself (the default) where that already carries everything
        the rules remember. A game whose standard position text cannot hold some of it
        (the earlier positions Draughtnauts' draw rules count, which PDN FEN has no
        field for) adds it here, and `Game.from_position` reads both.

        Where the rules' memory grows move by move (Draagostat's earlier positions, which
        run to thousands), the snapshot leaves the grown part out and each position
        hands its own piece of it to `trail`: the bot stores that with the move, so
        nothing it rewrites after a move grows with the game. `Game.resume` reads such a
        snapshot back, with the trails of the moves that led to it."""
        return self.position()

    def trail(self) -> str:
        """This position's piece of the rules' memory that `snapshot` leaves out, stored
        with the move that reached it; "" (the default) where the snapshot holds all."""
        return ""

    def view(self, viewer: Seat | None = None) -> View:
        """What `viewer` may see; None means a spectator."""
        return PublicView(self, viewer)

    def resample_hidden(self, viewer: Seat | None, rng: random.Random) -> Self:
        """A state `viewer` cannot tell apart from this one: every secret it does not know
        redrawn at random, everything it knows kept. Perfect-information games return
        the state itself. The conformance suite checks `view(viewer)` is the same for
        both, which proves the view carries no secret."""
        del viewer, rng
        return self

    def __repr__(self) -> str:
        # Not the position text: for games with secrets it holds hands and deck order,
        # and reprs end up in logs and tracebacks.
        turn = f"to_move={self.to_move}" if self.outcome is None else f"over={self.outcome}"
        return f"<{type(self).__name__} {self.game_id} ply={self.ply} {turn}>"


def _squash(text: str) -> str:
    return "".join(text.split()).lower()


# ------------------------------------------------------------------------------- game


class Game(ABC):
    """A game as the registry knows it: its name, seats, options, and how to begin."""

    id: ClassVar[str]
    title: ClassVar[str]
    seats: ClassVar[tuple[Seat, ...]]
    options_model: ClassVar[type[Options]]
    lists_every_move: ClassVar[bool] = True
    """False where `State.legal_moves` lists a subset of the legal turns."""
    random_game_bound: ClassVar[int] = 500
    """Plies within which a random game ends or reaches a draw rule (conformance suite)."""
    hidden_information: ClassVar[bool] = False
    """True where seats hold secrets (hands, deck order). Such a game overrides
    `State.resample_hidden` and `State.view`; the bot refuses takebacks in it, because
    the player taking a move back has already seen what it revealed."""
    secret_options: ClassVar[frozenset[str]] = frozenset()
    """Option keys that decide what the seats may not see (the card game's deck
    `order`): the game sets them itself for a shared deal (`shared_deal`), and a player
    never may, since whoever reads the options would know every hand."""
    position_format: ClassVar[str] = ""
    """How the position text reads, for people (`python -m games help GAME` prints it)."""
    variants: ClassVar[tuple[Mapping[str, str], ...]] = ({},)
    """Representative option sets (as a command line gives them): the conformance suite
    plays every one, so each variant is exercised the moment it is declared."""

    def options(self, raw: Mapping[str, Any] | Options | None = None) -> Options:
        """Validate raw option values (strings from a command line are fine).

        Keys are read in any case (`Size=8` is `size=8`); a refusal names the key as it
        was typed and says what would be accepted instead."""
        if isinstance(raw, self.options_model):
            return raw
        if isinstance(raw, Options):
            raw = raw.to_json()
        typed_keys = _option_names(raw or {}, tuple(self.options_model.model_fields))
        named = {name: _encodable(value) for name, (_, value) in typed_keys.items()}
        try:
            return self.options_model.model_validate(named)
        except ValidationError as exc:
            typed = {name: key for name, (key, _) in typed_keys.items()}
            raise InvalidOptions(_options_reason(exc, typed)) from None

    def seat_named(self, text: str) -> Seat:
        """The seat `text` names, in any case and with spaces around it ignored (`Dark`,
        ` h `); raises GameError listing the seats when it names none."""
        wanted = text.strip().casefold()
        for seat in self.seats:
            if seat.casefold() == wanted:
                return seat
        seats = tuple(seat_name(self.id, seat) for seat in self.seats)
        raise GameError(Message("game-no-seat", seat=quoted(text), seats=seats))

    @abstractmethod
    def new(self, options: Options, seed: int) -> State:
        """The starting state; all randomness comes from `seed`."""

    @abstractmethod
    def from_position(self, text: str, options: Options) -> State:
        """Read a position text (as `State.position` or `State.snapshot` writes it);
        raises InvalidPosition."""

    def start(
        self,
        options: Mapping[str, Any] | Options | None = None,
        seed: int = 0,
        position: str | None = None,
    ) -> State:
        """A state to play from: a new match, or the given position."""
        opts = self.options(options)
        return self.from_position(position, opts) if position is not None else self.new(opts, seed)

    def resume(
        self,
        options: Mapping[str, Any] | Options | None,
        snapshot: str,
        trail: Sequence[str] = (),
    ) -> State:
        """The state a `State.snapshot` describes, given the `trail` of every move that
        led to it, oldest first (what each position's `State.trail` gave). By default the
        snapshot alone: only a game whose snapshot leaves its memory out needs more."""
        del trail
        return self.start(options, position=snapshot)

    def replay(
        self,
        moves: Iterable[str | Move],
        options: Mapping[str, Any] | Options | None = None,
        seed: int = 0,
        position: str | None = None,
    ) -> State:
        """The state after playing `moves` in order from the start (or `position`)."""
        return play_moves(self.start(options, seed, position), moves)

    def rematch(
        self, options: Mapping[str, Any] | Options, seed: int, winner: Seat | None
    ) -> Rematch:
        """The terms of a rematch of the match played with `options` and `seed` that
        `winner` won (None: a draw). By default the players change seats and keep the
        options, so the other player moves first; a game whose seats are not
        interchangeable decides otherwise."""
        del seed, winner
        return Rematch(swap_seats=True, options=self.options(options))

    def options_decide_hidden(self, options: Mapping[str, Any] | Options) -> bool:
        """Whether `options` set one of the `secret_options`: then the hidden part of the
        match (the hands) follows from the options alone, whatever the seed."""
        return not self.secret_options.isdisjoint(self.options(options).changed())

    def shared_deal(self, options: Mapping[str, Any] | Options, round_seed: int) -> Options | None:
        """The options that give every table of a tournament round the same deal, drawn
        from `round_seed` ("duplicate deals": players on the same score then faced the
        same luck). None, the default, where the game has no deal to share."""
        del options, round_seed
        return None

    def perft(self, state: State, depth: int) -> int:
        """Number of move sequences of length `depth` from `state` (over `legal_moves`).

        Games override this with a faster walk where it matters (draughts)."""
        if depth == 0:
            return 1
        moves = state.legal_moves()
        if depth == 1:
            return len(moves)
        return sum(self.perft(state.apply(move), depth - 1) for move in moves)

    def __repr__(self) -> str:
        return f"<Game {self.id}>"


def play_moves(state: State, moves: Iterable[str | Move]) -> State:
    """Play whole turns in order. A refused move raises `ReplayError`, which says which
    move (1-based) failed and why, so a disputed game points at the exact culprit."""
    for number, move in enumerate(moves, start=1):
        try:
            state = state.play(move)
        except GameError as exc:
            raise ReplayError(number, str(move), exc) from exc
    return state


class ReplayError(GameError):
    """A move of a replayed list was refused; carries its 1-based number and text."""

    def __init__(self, number: int, move: str, cause: GameError) -> None:
        super().__init__(
            Message("game-replay-refused", number=number, move=quoted(move), reason=cause.message)
        )
        self.number = number
        self.move = move
        self.cause = cause


def _option_names(raw: Mapping[str, Any], names: tuple[str, ...]) -> dict[str, tuple[str, Any]]:
    """Each given option under its field name (matched in any case), with the key as it
    was typed; an unknown or repeated key is refused here, listing the options."""
    by_folded = {name.casefold(): name for name in names}
    found: dict[str, tuple[str, Any]] = {}
    for key, value in raw.items():
        typed = str(key)
        name = by_folded.get(typed.strip().casefold())
        if name is None:
            raise InvalidOptions(
                Message("game-option-unknown", option=quoted(typed), options=", ".join(names))
            )
        if name in found:
            raise InvalidOptions(Message("game-option-twice", option=quoted(name)))
        found[name] = (typed, value)
    return found


def _encodable(value: Any) -> Any:
    """A text value (or list of them) with undecodable command-line bytes, which arrive as
    lone surrogates, written out as `\\udcff`, so pydantic and the validators can read and
    quote it; everything else, spaces around a value included, is for them to judge."""
    if isinstance(value, list | tuple):
        return [_encodable(item) for item in value]
    if isinstance(value, str):
        return value.encode("utf-8", "backslashreplace").decode("utf-8")
    return value


def game_over(outcome: Outcome) -> Message:
    """The refusal of a move once the game has ended, saying how it ended."""
    return Message("game-over", reason=outcome.reason)


def seat_name(game_id: str, seat: Seat) -> Message:
    """A seat as readers name it, in their language (`seat-draughtnauts-dark`: "Dark",
    "Dunkel"); the id itself stays for notation, options and the referee command. Per
    game, so each game's seats read as its rules page names them."""
    return Message(f"seat-{game_id}-{seat}")


def plain(message: Message) -> str:
    """`message` as its id and values, nested messages likewise: `str` of a GameError."""
    shown = ", ".join(
        f"{key}={plain(value) if isinstance(value, Message) else value}"
        for key, value in message.args.items()
    )
    return f"{message.id}({shown})" if shown else message.id


_OUR_WORDS = {
    "bool_parsing": "game-option-not-bool",
    "bool_type": "game-option-not-bool",
    "int_parsing": "game-option-not-whole",
    "int_type": "game-option-not-whole",
    "int_from_float": "game-option-not-whole",
    "literal_error": "game-option-not-one-of",
    "greater_than_equal": "game-option-too-small",
    "less_than_equal": "game-option-too-large",
}
"""Our own messages for pydantic's common refusals (its own read like a traceback, and
in English only); a game's validators raise `PydanticCustomError`s whose type is the
message id and whose context its values."""


def _options_reason(exc: ValidationError, typed: Mapping[str, str]) -> Message:
    """One refusal per problem, each naming the option as it was typed and what it takes
    (the allowed values, where they are a small set), joined into one message."""
    problems = [_problem(error, typed) for error in exc.errors()]
    joined = problems[-1]
    for problem in reversed(problems[:-1]):
        joined = Message("game-problems", first=problem, rest=joined)
    return joined


def _problem(error: Mapping[str, Any], typed: Mapping[str, str]) -> Message:
    context = {key: value for key, value in error.get("ctx", {}).items() if key != "error"}
    if error["type"] in _OUR_WORDS:
        allowed = _ALLOWED.findall(str(context.get("expected", "")))
        context = {
            "given": quoted(str(error.get("input"))),
            "allowed": ", ".join(text or number for text, number in allowed),
            "bound": context.get("ge", context.get("le", "")),
        }
        problem = Message(_OUR_WORDS[error["type"]], **context)
    elif MESSAGE_ID.fullmatch(error["type"]):
        problem = Message(error["type"], **context)
    else:
        problem = Message("game-option-refused")
    if not error["loc"]:
        return problem
    name = str(error["loc"][0])
    return Message("game-option-problem", option=quoted(typed.get(name, name)), problem=problem)


MESSAGE_ID = re.compile(r"game-[a-z0-9]+(?:-[a-z0-9]+)*")
"""The shape of our own message ids, which our validators use as pydantic error types."""

_ALLOWED = re.compile(r"'([^']*)'|\b(\d+)\b")
