"""What the service tests share besides fixtures: the server and the two players of
every Race, a courier and a tournament host that record instead of posting, and short
ways to start a Race and set the server's pace settings."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.clocks.storage.settings_store import PaceSettings
from bot.core.records import Match
from bot.notifications.notices import DirectNotice, MatchNotice

GUILD = 1
ALICE, BOB = 101, 202


@dataclass
class RecordingCourier:
    """Keeps the notices that would have been posted, in order: `in_match` the facts,
    `direct` each direct message as (member, its notices), `languages` the language
    each direct message was for."""

    in_match: list[MatchNotice] = field(default_factory=list)
    direct: list[tuple[int, list[DirectNotice]]] = field(default_factory=list)
    languages: list[str | None] = field(default_factory=list)

    async def to_match(self, notice: MatchNotice) -> None:
        self.in_match.append(notice)

    async def to_member(
        self, user_id: int, notices: Sequence[DirectNotice], language: str | None
    ) -> None:
        self.direct.append((user_id, list(notices)))
        self.languages.append(language)


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


async def race(matches, *, channel: int = 10, target: int = 30, guild: int = GUILD) -> Match:
    """A Race between Alice (first) and Bob (second)."""
    return await matches.create_match(
        guild, channel, "race", {"target": target}, 0, {"first": ALICE, "second": BOB}
    )


async def configure(pace, **changes) -> None:
    await pace.pace_settings.put(PaceSettings(GUILD, **changes))
