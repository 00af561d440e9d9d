"""`python -m bot playground` where the playground's extra is not installed."""

from __future__ import annotations

import socket
import sys

from bot.__main__ import main


def test_without_the_extra_it_says_what_to_install(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "simcord", None)  # as if SimCord were not installed
    assert main(["playground"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "The playground needs its extra: .venv/bin/pip install -e '.[playground]'"
        " (then run the same command again).\n"
    )


def test_a_port_already_taken_is_said_in_one_line(tmp_path, capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        status = main(["playground", "--port", str(port), "--database", str(tmp_path / "p.db")])
    assert status == 2
    assert capsys.readouterr().err == (
        f"The playground could not start: the page could not bind port {port}.\n"
    )
