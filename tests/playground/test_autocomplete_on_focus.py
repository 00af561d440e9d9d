"""The fix to SimCord's page script still applies to the SimCord installed: a release that
rewrote the focus handler would otherwise quietly bring back the empty first list."""

from __future__ import annotations

from pathlib import Path

import simcord.preview

from bot.playground.autocomplete_on_focus import ASKED, with_query_on_focus

SCRIPT = Path(simcord.preview.__file__).with_name("static") / "commands.js"


def test_the_installed_page_script_gets_the_query_on_focus():
    script = SCRIPT.read_text(encoding="utf-8")
    assert ASKED not in script, "SimCord asks on focus itself now: drop the fix"
    fixed = with_query_on_focus(script)
    assert fixed.count(ASKED) == 1
    assert fixed.replace(ASKED, "") == script
