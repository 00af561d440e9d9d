"""The referee command's own command line, independent of any engine."""

import pytest

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
    with pytest.raises(UsageError, match=reason):
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
