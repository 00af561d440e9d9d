"""The asynchronous-play services wired as the bot wires them, over the Race game and a
hand-moved clock; the fixtures here serve every `test_clock_*` service test."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from bot.service.clock_services import PaceServices
from bot.store.pace_settings import PaceSettings
from bot.store.records import Match

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


# Named fixtures (`pace`, `courier`) under other function names, so the test modules can
# import them without the import clashing with the test arguments of the same name.
@pytest.fixture(name="courier")
def courier_fixture():
    return RecordingCourier()


@pytest.fixture(name="pace")
def pace_fixture(database, events, matches, courier, clock):
    return PaceServices.build(
        database,
        events=events,
        matches=matches,
        courier=courier,
        now=clock,
        rng=random.Random(3),
    )


async def race(matches, *, channel: int = 10, target: int = 30) -> Match:
    """A Race between Alice (first) and Bob (second)."""
    return await matches.create_match(
        GUILD, channel, "race", {"target": target}, 0, {"first": ALICE, "second": BOB}
    )


async def configure(pace, **changes) -> None:
    await pace.settings.put(PaceSettings(GUILD, **changes))


async def test_a_new_match_gets_the_server_default_clock(pace, matches):
    match = await race(matches)
    clock = await pace.clocks.clock(match)
    assert str(clock.control) == "3d"
    assert clock.to_move == "first"


async def test_the_clock_follows_the_moves(pace, matches, clock):
    match = await race(matches)
    clock.advance(hours=5)
    await matches.play(match.id, ALICE, "+1")
    reading = await pace.clocks.clock(match)
    assert reading.to_move == "second"
    assert reading.running_since == clock.now
