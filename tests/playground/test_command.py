"""`python -m bot playground` where the playground's extra is not installed."""

from __future__ import annotations

import sys

from bot.__main__ import main


def test_without_the_extra_it_says_what_to_install(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "bot.playground.session", None)  # import fails
    assert main(["playground"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "The playground needs its extra: .venv/bin/pip install -e '.[playground]'"
        " (then run the same command again).\n"
    )
