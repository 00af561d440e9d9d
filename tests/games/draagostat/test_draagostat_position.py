"""The position text (format in the package docstring and RULES.md): the documented
example, every field, round trips, and refusals of what no game could reach."""

from __future__ import annotations

import pytest
from draagostat_scenarios import at, opening, rows
from english_text import refused

from games.contract import InvalidPosition
from games.draagostat import GAME
from games.draagostat.position_text import fingerprint, repetition_key
from games.draagostat.state import DraagostatState

START = "..../..../..../.... dark dark=a1,c3 light=d4,b2 delay=dark,light converted=-"


def read(text: str) -> DraagostatState:
    return GAME.from_position(text, GAME.options({}))


def test_the_documented_example_is_the_start_of_that_setup() -> None:
    assert opening("a1,d4,c3,b2").position() == START


def test_buildings_are_written_rank_four_first_upper_case_for_dark() -> None:
    board = rows(a4="S", b4="T", c4="C", a1="s", b1="t", c1="c")
    state = at(board, dark="a2,b2", light="c2,d2")
    assert state.position().startswith("STC./..../..../stc. dark ")
    assert {sq: (b.owner, b.height) for sq, b in state.buildings.items()} == {
        "a4": ("dark", 1),
        "b4": ("dark", 2),
        "c4": ("dark", 3),
        "a1": ("light", 1),
        "b1": ("light", 2),
        "c1": ("light", 3),
    }


def test_a_captive_is_marked_and_the_last_conversion_named() -> None:
    text = "..../..../..../C..C light dark=b2,c2 light=a1!,d4 delay=- converted=dark"
    state = read(text)
    assert state.board.is_captive("light")
    assert state.board.converted
    assert state.position() == text


@pytest.mark.parametrize(
    "moves",
    [(), ("+a1",), ("+a1", "Db2-b3", "Dc3-c2"), ("Dc3-d3", "Bd4xd3>a4")],
)
def test_every_position_of_a_game_reads_back_to_itself(moves: tuple[str, ...]) -> None:
    state = opening("a1,d4,c3,b2", *moves)
    again = read(state.position())
    assert again.position() == state.position()
    assert again.ply == 0
    assert again.last_move is None


def test_earlier_positions_are_carried_oldest_first_as_fingerprints() -> None:
    start = opening("a1,d4,c3,b2")
    first = start.play("Dc3-c2")
    state = first.play("Db2-b1")
    seen = state.position().split(" seen=")[1].split(",")
    assert seen == [fingerprint(start.board), fingerprint(first.board)]
    assert [repetition_key(start.board), repetition_key(first.board)] == [
        "................da1c3d4b2" + "00110",
        "................la1c2d4b2" + "00110",
    ]


def test_a_text_written_before_fingerprints_reads_as_the_same_position() -> None:
    state = opening("a1,d4,c3,b2", "Dc3-c2", "Db2-b1")
    board = state.position().split(" seen=")[0]
    old = f"{board} seen=................da1c3d4b200110,................la1c2d4b200110"
    assert read(old).position() == state.position()


@pytest.mark.parametrize(
    "seen",
    [
        "",
        "ABCDEFG",
        "ABCDEFGHI",
        "ABCDEFGH,",
        "ABCDEFGH;ABCDEFGH",
        "ABCDEFG=",
        "ABCDEFGé",
        "ABCD,FGH",
    ],
)
def test_a_seen_field_that_is_not_fingerprints_is_refused(seen: str) -> None:
    with refused(InvalidPosition, match="seen= lists earlier positions"):
        read(f"{START} seen={seen}")


def test_fingerprints_are_read_back_whatever_the_spacing() -> None:
    text = f"{START} seen=ABCDEFGH,a-c_0123"
    assert read(text).position() == text
    assert read(f"  {text.replace(' ', '   ')}\n").position() == text


def test_a_field_after_the_seen_field_is_refused() -> None:
    with refused(InvalidPosition, match="seen="):
        read(f"{START} seen=ABCDEFGH extra")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("..../..../..../.... dark", "six fields"),
        ("..../..../..../.... blue dark=a1,c3 light=d4,b2 delay=- converted=-", "dark or light"),
        ("..../..../..../... dark dark=a1,c3 light=d4,b2 delay=- converted=-", "four ranks"),
        ("..../..../..../...x dark dark=a1,c3 light=d4,b2 delay=- converted=-", "'x' is not"),
        ("..../..../..../.... dark dark=a1 light=d4,b2 delay=- converted=-", "Dark builder"),
        ("..../..../..../.... dark light=a1,c3 dark=d4,b2 delay=- converted=-", "Dark builder"),
        ("..../..../..../.... dark dark=a1,c3 light=d4,b2 delay=blue converted=-", "delay lists"),
        ("..../..../..../.... dark dark=a1,c3 light=d4,b2 wait=- converted=-", "delay="),
        ("..../..../..../.... dark dark=a1,c3 light=d4,b2 delay=- converted=dark", "converted=-"),
        ("..../..../..../.... dark dark=a1,c3 light=d4,b2 delay=- converted=- seen=x", "seen="),
        ("TTT./..../..../.... dark dark=a1,c3 light=d4,b2 delay=- converted=-", "more than 4"),
        ("CCC./..../..../.... dark dark=a1,c3 light=d4,b2 delay=- converted=-", "2 citadels"),
        ("..../.Cc./.C../.... dark dark=a1,c3 light=d4,b2 delay=- converted=-", "centre"),
        ("..../..../..../.... dark dark=a1,c3 light=d4!,b2 delay=- converted=-", "captive"),
        ("..../..../..../C... dark dark=a1!,c3 light=d4,b2 delay=- converted=-", "captive"),
        ("..../..../..../c... dark dark=a1!,a1 light=d4,b2 delay=- converted=-", "free its"),
        ("..../..../..../.... dark dark=a1,c3 light=c3,b2 delay=- converted=-", "both colours"),
    ],
)
def test_unreadable_or_unreachable_positions_are_refused(text: str, reason: str) -> None:
    with refused(InvalidPosition, match=reason):
        read(text)


def test_a_captor_may_share_the_citadel_with_its_captive() -> None:
    text = "..../..../..../C..C light dark=b2,a1 light=a1!,d4 delay=- converted=-"
    assert read(text).position() == text


def test_the_rules_page_example_reads_back() -> None:
    text = "..S./.T../..../c... light dark=b3,b2 light=a1,d4 delay=- converted=-"
    state = read(text)
    assert state.position() == text
    assert state.pieces[0].square == "b3"
    assert state.buildings["b3"].height == 2


def test_a_snapshot_names_the_oldest_earlier_position_and_takes_the_rest_from_the_trail():
    start = opening("a1,d4,c3,b2")
    first = start.play("Dc3-c2")
    second = first.play("Db2-b1")
    state = second.play("Dc2-c3")
    assert state.snapshot() == state.position().split(" seen=")[0] + (
        f" seen={fingerprint(start.board)}+3"
    )
    trail = [first.trail(), second.trail(), state.trail()]
    assert trail == [fingerprint(first.board), fingerprint(second.board), state.trail()]
    again = GAME.resume({}, state.snapshot(), trail)
    assert again.position() == state.position()
    assert start.snapshot() == start.position()


@pytest.mark.parametrize(
    ("seen", "trail"),
    [
        ("ABCDEFGH+3", ["a-c_0123"]),  # too short a trail for three earlier positions
        ("ABCDEFGH+3", ["", "", ""]),  # moves stored before trails were
        ("ABCDEFGH+0", []),
        ("ABCDEFGH+99999999", ["a-c_0123"]),
        ("ABCDEFGH+٣", ["a-c_0123"] * 4),  # digits other than ASCII
        ("ABCDEFG+1", []),
    ],
)
def test_a_snapshot_the_trail_cannot_complete_is_refused(seen: str, trail: list[str]) -> None:
    with refused(InvalidPosition, match="seen= lists earlier positions"):
        GAME.resume({}, f"{START} seen={seen}", trail)


def test_a_snapshot_is_no_position_text_without_its_trail() -> None:
    with refused(InvalidPosition, match="seen= lists earlier positions"):
        read(f"{START} seen=ABCDEFGH+1")
