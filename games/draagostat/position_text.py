"""The position as one line of text, both ways.

What `state.position()` writes and `GAME.from_position` reads:

    <board> <to move> dark=<builder>,<dragon> light=<builder>,<dragon>
        delay=<seats> converted=<seat> [seen=<entry>,<entry>,...]

* board: ranks 4 down to 1 separated by "/", one character a square, files a to d:
  "." no building; "S", "T", "C" a dark one-story, two-story, citadel; "s", "t", "c"
  the same for light.
* to move: "dark" or "light" (after a win: the side that would have moved next).
* pieces: each builder square followed by "!" when it is held captive.
* delay: the seats still under the citadel delay, comma-separated, or "-".
* converted: the seat whose previous action was a conversion (so the other may not
  convert now), or "-".
* seen: only when earlier positions may still repeat: every position since the last
  irreversible change (a conversion or the end of a delay), oldest first, each written
  as its 8-character fingerprint (see `fingerprint`), comma-separated.

Pools are not written: each player owns 4 stories and 2 citadels, and whatever the board
does not show is in the pool. Example, the start of the game with `setup=a1,d4,c3,b2`:
`..../..../..../.... dark dark=a1,c3 light=d4,b2 delay=dark,light converted=-`.

The text carries everything the rules need to go on exactly as before: buildings (and so
the pools), pieces and captives, side to move, the citadel delay and first-conversion
state, and the earlier positions that may still repeat, so a game continued from its text
reaches a threefold repetition on the same move as the original would.

Earlier positions are fingerprints rather than written out because random games run
thousands of turns without an irreversible change: at 9 characters a position instead of
31 the snapshot the bot rewrites after every move stays a third as long. Texts written
before fingerprints (each position as its 30-character key) are still read.
"""

from __future__ import annotations

import base64
import hashlib
import re
import string
from collections.abc import Sequence

from games.contract import InvalidPosition, Seat, seat_name
from games.draagostat.board import (
    CITADEL,
    CITADELS,
    DARK,
    GAME_ID,
    LIGHT,
    SEATS,
    STORIES,
    Board,
    Building,
    opponent,
)
from games.draagostat.geometry import CENTRE, SIZE, index, name
from games.typed_text import quoted
from i18n.message import Message

_LETTERS = {1: "s", 2: "t", CITADEL: "c"}
_BUILDINGS = {
    (letter.upper() if seat == DARK else letter): Building(seat, height)
    for seat in SEATS
    for height, letter in _LETTERS.items()
}
_CHARS = {building: char for char, building in _BUILDINGS.items()}
_SIDE_LETTERS = {DARK: "d", LIGHT: "l"}

_FINGERPRINT_BYTES = 6
_FINGERPRINT_CHARS = 8
_FINGERPRINT_ALPHABET = (string.ascii_letters + string.digits + "-_").encode()
_KEY = r"[.STCstc]{16}[dl](?:[a-d][1-4]){4}[01]{5}"
_SEEN_AS_KEYS = re.compile(rf"{_KEY}(?:,{_KEY})*")
_PIECES = re.compile(r"(dark|light)=([a-d][1-4])(!?),([a-d][1-4])")


def write(board: Board, seen: str) -> str:
    """`board` as position text; `seen` is the earlier positions that may repeat, oldest
    first, each as a comma and its `fingerprint` (",AAAAAAAA,BBBBBBBB")."""
    fields = [
        "/".join(_rank_chars(board, rank) for rank in reversed(range(SIZE))),
        board.to_move,
        *(_pieces_field(board, seat) for seat in SEATS),
        "delay=" + (",".join(s for s in SEATS if s in board.delayed) or "-"),
        "converted=" + (opponent(board.to_move) if board.converted else "-"),
    ]
    if seen:
        fields.append("seen=" + seen.removeprefix(","))
    return " ".join(fields)


def write_snapshot(board: Board, seen: str) -> str:
    """`board` as a snapshot: the position text whose seen= field holds only the oldest
    earlier position and how many there are, `seen=<fingerprint>+<count>`. The others
    are the positions the last moves reached, each move's `trail`: `read` takes those
    back from the move log, so what the bot rewrites after each move stays some 80
    characters however long the game has gone without an irreversible change."""
    if not seen:
        return write(board, "")
    count = len(seen) // (_FINGERPRINT_CHARS + 1)
    return write(board, "") + f" seen={seen[1 : _FINGERPRINT_CHARS + 1]}+{count}"


def read(text: str, trail: Sequence[str] | None = None) -> tuple[Board, str]:
    """The board and the earlier positions (as `write` takes them) a position text
    describes; with `trail` (every move's fingerprint, oldest first) also a snapshot
    (`write_snapshot`). InvalidPosition if it cannot be read or describes something the
    rules could never reach."""
    # The seen= field can run to thousands of entries: split it off unscanned (anything
    # after it fails its own check, which allows no space).
    fields = text.split(maxsplit=6)
    if len(fields) not in (6, 7):
        raise InvalidPosition(Message("game-draagostat-position-fields"))
    rows, to_move, dark, light, delay, converted, *rest = fields
    if to_move not in SEATS:
        raise InvalidPosition(Message("game-draagostat-position-side", given=quoted(to_move)))
    builders, dragons, captives = _read_pieces(dark, light)
    board = Board(
        buildings=_read_buildings(rows),
        builders=builders,
        dragons=dragons,
        to_move=to_move,
        captives=captives,
        delayed=_read_delay(delay),
        converted=_read_converted(converted, to_move),
    )
    _check_reachable(board)
    seen = _read_seen(rest[0].rstrip(), trail) if rest else ""
    return board, seen


# -------------------------------------------------------------------------- writing


def _rank_chars(board: Board, rank: int) -> str:
    squares = board.buildings[rank * SIZE : (rank + 1) * SIZE]
    return "".join(_CHARS[b] if b else "." for b in squares)


def _pieces_field(board: Board, seat: Seat) -> str:
    captive = "!" if board.is_captive(seat) else ""
    return f"{seat}={name(board.builder(seat))}{captive},{name(board.dragon(seat))}"


def fingerprint(board: Board) -> str:
    """The position as 8 characters: the first 48 bits of the BLAKE2b hash of its
    `repetition_key`, in URL-safe base64.

    Two different positions share a fingerprint with odds of one in 2**48, so even a game
    that compares each of 5,000 positions with 5,000 earlier ones mistakes a position for
    another less than once in twenty million games (and would only draw it early)."""
    return _fingerprint_of_key(repetition_key(board))


def repetition_key(board: Board) -> str:
    """Everything the threefold-repetition rule compares, as 30 characters: the 16 board
    characters (rank 4 to rank 1), "d" or "l" for the side to move, the four piece
    squares (dark builder, dark dragon, light builder, light dragon) and five 0/1 flags
    (dark captive, light captive, dark delayed, light delayed, converted)."""
    squares = (*board.builders, *board.dragons)
    pieces = "".join(name(squares[i]) for i in (0, 2, 1, 3))
    flags = [
        DARK in board.captives,
        LIGHT in board.captives,
        DARK in board.delayed,
        LIGHT in board.delayed,
        board.converted,
    ]
    board_chars = "".join(_rank_chars(board, rank) for rank in reversed(range(SIZE)))
    side = _SIDE_LETTERS[board.to_move]
    return board_chars + side + pieces + "".join("1" if flag else "0" for flag in flags)


# -------------------------------------------------------------------------- reading


def _read_buildings(rows: str) -> tuple[Building | None, ...]:
    ranks = rows.split("/")
    if len(ranks) != SIZE or any(len(rank) != SIZE for rank in ranks):
        raise InvalidPosition(Message("game-draagostat-position-board"))
    buildings: list[Building | None] = []
    for rank in reversed(ranks):
        for char in rank:
            if char != "." and char not in _BUILDINGS:
                raise InvalidPosition(
                    Message("game-draagostat-position-square", given=quoted(char))
                )
            buildings.append(_BUILDINGS.get(char))
    return tuple(buildings)


def _read_pieces(dark: str, light: str) -> tuple[tuple[int, int], tuple[int, int], frozenset[Seat]]:
    builders, dragons, captives = [], [], set()
    for seat, field in zip(SEATS, (dark, light), strict=True):
        match = _PIECES.fullmatch(field)
        if match is None or match.group(1) != seat:
            raise InvalidPosition(
                Message(
                    "game-draagostat-position-pieces",
                    given=quoted(field),
                    seat=seat_name(GAME_ID, seat),
                    example=f"{seat}=a1,b2",
                )
            )
        builders.append(index(match.group(2)))
        dragons.append(index(match.group(4)))
        if match.group(3):
            captives.add(seat)
    return (builders[0], builders[1]), (dragons[0], dragons[1]), frozenset(captives)


def _read_delay(field: str) -> frozenset[Seat]:
    if not field.startswith("delay="):
        raise InvalidPosition(Message("game-draagostat-position-delay", given=quoted(field)))
    value = field.removeprefix("delay=")
    seats = [] if value == "-" else value.split(",")
    if any(seat not in SEATS for seat in seats) or len(set(seats)) != len(seats):
        raise InvalidPosition(Message("game-draagostat-position-delay-seats", given=quoted(value)))
    return frozenset(seats)


def _read_converted(field: str, to_move: Seat) -> bool:
    value = field.removeprefix("converted=")
    if not field.startswith("converted=") or value not in ("-", opponent(to_move)):
        raise InvalidPosition(
            Message(
                "game-draagostat-position-converted",
                expected=f"converted={opponent(to_move)}",
                given=quoted(field),
            )
        )
    return value != "-"


def _read_seen(field: str, trail: Sequence[str] | None) -> str:
    value = field.removeprefix("seen=")
    oldest, plus, count = value.partition("+")
    if trail is not None and field.startswith("seen=") and plus:
        return _seen_from_trail(oldest, count, trail)
    if field.startswith("seen=") and _are_fingerprints(value):
        return "," + value
    if field.startswith("seen=") and _SEEN_AS_KEYS.fullmatch(value):
        return "".join("," + _fingerprint_of_key(key) for key in value.split(","))
    raise InvalidPosition(Message("game-draagostat-position-seen"))


def _seen_from_trail(oldest: str, count: str, trail: Sequence[str]) -> str:
    """A snapshot's earlier positions: the `oldest`, then those the last `count` - 1
    moves of `trail` reached (the very last move reached the current one)."""
    if not (count.isascii() and count.isdigit() and len(count) <= 6):
        raise InvalidPosition(Message("game-draagostat-position-seen"))
    later = int(count) - 1
    if later < 0 or later > len(trail) - 1:
        raise InvalidPosition(Message("game-draagostat-position-seen"))
    value = ",".join([oldest, *trail[len(trail) - 1 - later : len(trail) - 1]])
    if not _are_fingerprints(value):
        raise InvalidPosition(Message("game-draagostat-position-seen"))
    return "," + value


def _are_fingerprints(value: str) -> bool:
    """Whether `value` is fingerprints separated by commas. Checked with slices and a byte
    translation rather than a regular expression: this runs on every cache miss, and a
    pattern walking thousands of entries costs more than the move itself."""
    entries, rest = divmod(len(value) + 1, _FINGERPRINT_CHARS + 1)
    commas = "," * (entries - 1)
    return (
        rest == 0
        and value[_FINGERPRINT_CHARS :: _FINGERPRINT_CHARS + 1] == commas
        and value.isascii()
        and value.encode().translate(None, _FINGERPRINT_ALPHABET) == commas.encode()
    )


def _fingerprint_of_key(key: str) -> str:
    digest = hashlib.blake2b(key.encode(), digest_size=_FINGERPRINT_BYTES)
    return base64.urlsafe_b64encode(digest.digest()).decode()


def _check_reachable(board: Board) -> None:
    """Refuse what no game could reach: more pieces than a player owns, a crowded centre,
    a captive off an opposing citadel, or enemies sharing a square outside captivity."""
    for seat in SEATS:
        pool = board.pool(seat)
        if pool.stories < 0 or pool.citadels < 0:
            raise InvalidPosition(
                Message(
                    "game-draagostat-position-too-many",
                    seat=seat_name(GAME_ID, seat),
                    stories=STORIES,
                    citadels=CITADELS,
                )
            )
    if sum(1 for s in CENTRE if board.height(s) == CITADEL) > 2:
        raise InvalidPosition(Message("game-draagostat-position-centre"))
    shared = {board.builder(DARK), board.dragon(DARK)} & {
        board.builder(LIGHT),
        board.dragon(LIGHT),
    }
    for seat in SEATS:
        square = board.builder(seat)
        building = board.buildings[square]
        if seat in board.captives:
            if building is None or not building.is_citadel or building.owner == seat:
                raise InvalidPosition(
                    Message(
                        "game-draagostat-position-captive",
                        seat=seat_name(GAME_ID, seat),
                        square=name(square),
                    )
                )
            if board.dragon(seat) == square:
                raise InvalidPosition(
                    Message(
                        "game-draagostat-position-freed",
                        seat=seat_name(GAME_ID, seat),
                        square=name(square),
                    )
                )
            shared.discard(square)
    if shared:
        raise InvalidPosition(
            Message("game-draagostat-position-both-colours", square=name(min(shared)))
        )
