"""What a visitor chooses when starting the playground (`python -m bot playground`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DEFAULT_DATABASE = Path("data/playground.sqlite3")
"""Its own file beside the production one, never the production one."""

MEMBER_NAMES = ("alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi")
"""The simulated members who join you, in this order (`--members` takes the first N)."""


@dataclass(frozen=True)
class PlaygroundOptions:
    database: Path = DEFAULT_DATABASE
    members: int = 3
    fresh: bool = False
    """Delete the playground's database first: every match and setting starts over."""
    port: int = 0
    """The loopback port of the page; 0 picks a free one."""
