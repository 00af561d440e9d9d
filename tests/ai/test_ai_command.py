"""`python -m ai`: the move for a position, duels, and refusals exactly like
`python -m games` (exit status 2, nothing on stdout, the reason on stderr)."""

from __future__ import annotations

import subprocess
import sys

import pytest

import games
from ai.__main__ import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_prints_a_legal_move_in_canonical_notation(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "draughtnauts", "--level", "easy", "11-15", "23-19")
    assert (status, err) == (0, "")
    state = games.get("draughtnauts").replay(["11-15", "23-19"])
    assert out.strip() in {str(move) for move in state.legal_moves()}


def test_reads_options_positions_and_moves_beginning_with_a_dash(
    capsys: pytest.CaptureFixture[str],
) -> None:
    position = "..../..../..../CSSS dark dark=a2,a1 light=c3,d4 delay=- converted=-"
    status, out, _ = run(capsys, "draagostat", "--position", position, "--level=hard")
    assert (status, out) == (0, "+a2\n")
    status, out, _ = run(
        capsys, "draagostat", "--option", "setup=a1,b2,c3,d4", "--", "+a1", "+b2", "-a1"
    )
    assert status == 0
    assert out.strip()


def test_the_same_command_gives_the_same_move(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("domination-cards", "--seed", "9", "--level", "easy", "--option", "hand=4")
    assert run(capsys, *argv) == run(capsys, *argv)


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["draughtnauts", "--level", "grandmaster"], "no player 'grandmaster'"),
        (["draughtnauts", "11-16", "12-16"], "move 2 '12-16'"),
        (["chess"], "no game called 'chess'"),
        (["draughtnauts", "--option", "powerups=maybe"], "option 'powerups'"),
        (["draughtnauts", "--depth", "3"], "unknown flag '--depth'"),
        (["duel", "draughtnauts", "easy", "random"], "--games takes a whole number"),
        (["duel", "draughtnauts", "easy", "greedy", "--games", "2"], "no player 'greedy'"),
        (["duel", "draughtnauts", "easy"], "needs a game id and two players"),
        ([], "no game given"),
    ],
)
def test_refusals_exit_2_with_the_reason_on_stderr(
    capsys: pytest.CaptureFixture[str], argv: list[str], reason: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    assert err.startswith("error: ")
    assert reason in err.splitlines()[0]


def test_a_refused_move_is_one_line_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "draughtnauts", "11-16", "12-16")
    assert (status, out) == (2, "")
    assert err.count("\n") == 1


def test_duel_prints_the_score_with_its_interval(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "duel", "domination-cards", "greedy", "random", "--games", "2", "--seed", "3"
    )
    assert status == 0
    assert out.startswith("greedy vs random: ")
    assert "over 2 games" in out
    assert "95% CI" in out


def test_runs_as_a_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "ai", "domination-grid", "--option", "size=8", "--level", "easy"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0
    state = games.get("domination-grid").start({"size": "8"})
    state.play(done.stdout.strip())
