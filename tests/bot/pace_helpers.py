"""What the service tests share besides fixtures: the server and the two players of
every Race, a courier and a tournament host that record instead of posting, and short
ways to start a Race and set the server's pace settings."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.clocks.settings_store import PaceSettings
from bot.core.records import Match

GUILD = 1
ALICE, BOB = 101, 202


@dataclass
class RecordingCourier:
    """Keeps what would have been posted, in order."""

    in_match: list[tuple[int, str, bool]] = field(default_factory=list)
    direct: list[tuple[int, str]] = field(default_factory=list)

    async def to_match(self, match: Match, text: str, *, claim_button: bool = False) -> None:
        self.in_match.append((match.id, text, claim_button))

    async def to_member(self, user_id: int, text: str) -> None:
        self.direct.append((user_id, text))


class RecordingHost:
    def __init__(self) -> None:
        self.threads: list[tuple[str, list[int]]] = []
        self.announcements: list[str] = []
        self.refreshes = 0
        self.shown: list[int] = []

    async def open_table(self, tournament, key, players) -> int:
        self.threads.append((key, players))
        return 1000 + len(self.threads)

    async def show_match(self, match) -> None:
        self.shown.append(match.id)

    async def announce(self, tournament, text) -> None:
        self.announcements.append(text)

    async def refresh(self, snapshot) -> int:
        self.refreshes += 1
        return 500


async def race(matches, *, channel: int = 10, target: int = 30) -> Match:
    """A Race between Alice (first) and Bob (second)."""
    return await matches.create_match(
        GUILD, channel, "race", {"target": target}, 0, {"first": ALICE, "second": BOB}
    )


async def configure(pace, **changes) -> None:
    await pace.pace_settings.put(PaceSettings(GUILD, **changes))
