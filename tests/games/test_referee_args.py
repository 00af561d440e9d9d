"""The referee command's own command line, independent of any engine."""

import contextlib
import io

import pytest
from english_text import refused
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games.__main__ import Request, UsageError, main, parse_args


def test_flags_and_moves_in_any_order_before_the_double_dash() -> None:
    request = parse_args(
        [
            "status",
            "draagostat",
            "--seed",
            "4",
            "Bb1-b2",
            "--option=no_corners=true",
            "--position",
            "P",
            "--",
            "-b2",
            "--seed",
        ]
    )
    assert request == Request(
        "status",
        "draagostat",
        seed=4,
        options={"no_corners": "true"},
        position="P",
        moves=["Bb1-b2", "-b2", "--seed"],
    )


def test_perft_reads_its_depth() -> None:
    assert parse_args(["perft", "draughtnauts", "3"]).depth == 3


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        ([], "no command given"),
        (["move"], "unknown command 'move'"),
        (["help", "draughtnauts", "x"], "'help' takes only a game id"),
        (["list", "x"], "'list' takes no arguments"),
        (["legal"], "needs a game id"),
        (["perft", "draughtnauts"], "needs a depth"),
        (["legal", "g", "--seed", "x"], "--seed takes a whole number of zero or more"),
        (["legal", "g", "--seed", "-1"], "not .-1."),
        (["legal", "g", "--option", "novalue"], "--option takes KEY=VALUE"),
        (["legal", "g", "--option", "a=1", "--option", "a=2"], "option 'a' is given twice"),
        (["legal", "g", "--colour", "red"], "unknown flag '--colour'"),
        (["legal", "g", "--position"], "--position needs a value"),
    ],
)
def test_malformed_command_lines_are_refused_with_a_reason(argv: list[str], reason: str) -> None:
    with refused(UsageError, match=reason):
        parse_args(argv)


def test_refusals_exit_with_status_2_and_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["status", "chess"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        "error: there is no game called 'chess' "
        "(games: draagostat, draughtnauts, domination-cards, domination-grid)\n"
    )


def test_usage_errors_exit_with_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["frobnicate"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("error: unknown command 'frobnicate'")


def test_help_prints_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert capsys.readouterr().out.startswith("usage: python -m games list")


def test_a_reader_that_stops_early_is_not_an_error() -> None:
    """`python -m games list | head -0` must not print a traceback: here the reader has
    gone before the first write, so the write fails for certain."""
    import os
    import subprocess
    import sys

    read_end, write_end = os.pipe()
    os.close(read_end)
    with os.fdopen(write_end, "wb") as closed_pipe:
        result = subprocess.run(
            [sys.executable, "-m", "games", "list"],
            stdout=closed_pipe,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
        )
    assert result.returncode == 0
    assert result.stderr == ""


def test_help_describes_seats_options_and_position_text_of_a_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["help", "draughtnauts"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Draughtnauts (draughtnauts)\nSeats: dark, light\nOptions:\n")
    assert '  powerups  (default "off")' in out
    assert "Position text:\n  Position text: PDN FEN" in out


HOSTILE_TOKENS = st.one_of(
    st.sampled_from(
        [
            "²",
            "¹²",
            "①",
            "٣",
            "9" * 5000,
            "-1",
            " ",
            "\t\n",
            "",
            "--",
            "--seed",
            "--option",
            "--position",
            "--seed=¹²",
            "--option=size=\udcff",
            "size=\udcff",
            "\udcff=1",
            "powerups=random",
            "11-15",
            "E1@0,1",
            "c2-c3",
            "Bb1-b2",
        ]
    ),
    st.text(st.characters(exclude_categories=()), max_size=12),
)
"""Command-line words a careless or hostile caller might pass (undecodable bytes in
argv arrive as lone surrogates)."""


def _cheap_depth(token: str) -> bool:
    """Keep perft to depths that answer at once; any refused depth is fine."""
    return not (token.isascii() and token.isdigit() and len(token) < 20 and int(token) > 1)


def hostile_argv() -> st.SearchStrategy[list[str]]:
    commands = st.sampled_from(["list", "help", "legal", "status", "perft"])
    game_ids = st.one_of(st.sampled_from(games.GAME_IDS), HOSTILE_TOKENS)
    depth = HOSTILE_TOKENS.filter(_cheap_depth)
    return st.one_of(
        st.lists(HOSTILE_TOKENS, max_size=4),
        st.builds(
            lambda command, game_id, rest: [command, game_id, *rest],
            commands,
            game_ids,
            st.lists(HOSTILE_TOKENS.filter(_cheap_depth), max_size=5),
        ),
        st.builds(lambda game_id, d: ["perft", game_id, d], game_ids, depth),
    )


def run_in_process(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


@settings(max_examples=300)
@given(hostile_argv())
def test_any_command_line_succeeds_or_is_refused_in_exactly_one_line(argv: list[str]) -> None:
    status, out, err = run_in_process(argv)
    if status == 0:
        assert err == ""
        return
    assert status == 2
    assert out == ""
    assert err.startswith("error: ") and err.endswith("\n") and err.count("\n") == 1
    err.encode("utf-8")


@pytest.mark.parametrize(
    "argv",
    [
        ["perft", "draughtnauts", "²"],
        ["legal", "draughtnauts", "--seed", "¹²"],
        ["legal", "draughtnauts", "--seed", "9" * 5000],
        ["perft", "draughtnauts", "9" * 5000],
        ["legal", "domination-grid", "--option", "size=\udcff"],
        ["legal", "draughtnauts", " "],
        ["legal", "draughtnauts", "\n"],
        ["frobnicate"],
        ["legal", "draughtnauts", "--colour", "red"],
    ],
)
def test_the_reported_command_lines_are_refused_in_one_line(argv: list[str]) -> None:
    status, out, err = run_in_process(argv)
    assert (status, out, err.count("\n")) == (2, "", 1)


def test_an_undecodable_option_value_is_named_once_and_shown_escaped() -> None:
    status, out, err = run_in_process(["legal", "domination-grid", "--option", "size=\udcff"])
    assert (status, out) == (2, "")
    assert err == (
        "error: option 'size': the board size must be an even number from 8 to 16, not '\\udcff'\n"
    )
