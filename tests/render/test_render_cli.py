"""`python -m render`: a position from the shell, its alt text, and its refusals."""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from render.__main__ import main

SETUP = ["--option", "setup=a1,b2,c3,d4"]
ROOT = Path(__file__).resolve().parents[2]


def test_writes_the_board_and_prints_its_alt_text(tmp_path: Path, capsys) -> None:
    out = tmp_path / "board.png"
    assert main(["draagostat", *SETUP, "Ba1-a2", "--out", str(out)]) == 0
    assert Image.open(io.BytesIO(out.read_bytes())).format == "PNG"
    printed = capsys.readouterr().out
    assert "Last move: Ba1-a2 by Dark" in printed
    assert "Light to move" in printed


def test_the_picture_and_its_alt_text_speak_the_locale_given(tmp_path: Path, capsys) -> None:
    out = tmp_path / "board.png"
    assert main(["draagostat", *SETUP, "Ba1-a2", "--locale", "de", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "Letzter Zug: Ba1-a2 von Dunkel" in printed
    assert "Hell ist am Zug" in printed
    assert (
        main(
            ["domination-cards", "--seed", "4", "--hand", "V", "--locale", "fr", "--out", str(out)]
        )
        == 0
    )
    assert capsys.readouterr().out.startswith("Ta main, Vertical : 3 cartes : ")


def test_a_move_starting_with_a_dash_follows_a_double_dash(tmp_path: Path, capsys) -> None:
    out = tmp_path / "board.png"
    moves = ["+a1", "Bb2-b3", "-a1"]
    assert main(["draagostat", *SETUP, "--out", str(out), "--", *moves]) == 0
    assert "Last move: -a1 by Dark" in capsys.readouterr().out


def test_writes_a_private_hand(tmp_path: Path) -> None:
    out = tmp_path / "hand.png"
    assert main(["domination-cards", "--seed", "4", "--hand", "V", "--out", str(out)]) == 0
    assert Image.open(out).size[0] >= 360


def test_writes_a_replay(tmp_path: Path) -> None:
    gif = tmp_path / "match.gif"
    assert main(["domination-grid", "--option=size=8", "a2-a3", "--replay", str(gif)]) == 0
    assert Image.open(gif).n_frames == 2


@pytest.mark.parametrize(
    ("arguments", "complaint"),
    [
        (["draagostat", "Ba1-a2"], "--out FILE.png or --replay"),
        (["draagostat", "--colour", "red", "--out", "x.png"], "unknown flag '--colour'"),
        (["draagostat", "--seed", "-3", "--out", "x.png"], "--seed takes a whole number"),
        (["draagostat", "--viewer", "north", "--out", "x.png"], "--viewer takes one of dark"),
        (["draughtnauts", "--option", "powerups", "--out", "x.png"], "KEY=VALUE"),
        (["chess", "--out", "x.png"], "no game called 'chess'"),
        (["draagostat", *SETUP, "Ba1-a3", "--out", "x.png"], "move 1 'Ba1-a3'"),
        (["draagostat", "--position", "..", "--replay", "x.gif"], "takes no --position"),
        (["draagostat", "--hand", "dark", "--out", "x.png"], "no private hand"),
    ],
)
def test_refusals_exit_2_with_one_reason(arguments, complaint, tmp_path: Path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(arguments) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert complaint in captured.err
    assert not (tmp_path / "x.png").exists()


def test_runs_as_a_module(tmp_path: Path) -> None:
    out = tmp_path / "board.png"
    finished = subprocess.run(
        [sys.executable, "-m", "render", "domination-grid", "--out", str(out)],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert finished.returncode == 0, finished.stderr
    assert out.exists()


def test_seats_are_read_in_any_case(tmp_path: Path, capsys) -> None:
    out = tmp_path / "board.png"
    assert main(["draagostat", *SETUP, "--viewer", "LIGHT", "--out", str(out)]) == 0
    assert out.exists()


def test_a_file_that_cannot_be_written_is_refused_in_one_line(tmp_path: Path, capsys) -> None:
    assert main(["draagostat", "--out", str(tmp_path / "missing" / "board.png")]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1


@settings(max_examples=60)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(["draagostat", "domination-cards", "--viewer", "--hand", "--seed"]),
            st.sampled_from(["²", "9" * 5000, "\udcff", " ", "\n", "--option=size=\udcff", "-1"]),
            st.text(st.characters(exclude_categories=()), max_size=8),
        ),
        max_size=5,
    )
)
def test_any_command_line_draws_or_is_refused_in_exactly_one_line(words: list[str]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        out, err = io.StringIO(), io.StringIO()
        argv = [*words, "--out", str(Path(folder) / "board.png")]
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(argv)
    if status != 0:
        assert status == 2 and out.getvalue() == ""
        assert err.getvalue().count("\n") == 1
