"""MatchService with real games where the fake Race cannot tell: Draagostat's start
follows the seed, its snapshot leaves its earlier positions to the moves' trails, and
its options (`no_corners`) are in no snapshot; a takeback and a fresh reading of the
match must bring all three back. And a change from another process that lands between
a read and a write is refused as a lost race."""

from __future__ import annotations

import asyncio
import random
import threading

import pytest

import games
from bot.core.errors import Conflict
from bot.core.matches import MatchService
from bot.core.records import Match, MoveRecord
from bot.core.storage.match_store import SqlMatchStore
from tests.bot.conftest import race_lookup
from tests.bot.fake_game import RaceGame

pytestmark = pytest.mark.postgres

ALICE, BOB = 1, 2
OPTIONS = {"no_corners": True}
SEED = 1
"""Draagostat from seed 1 sets its pieces elsewhere than from seed 0, and its first five
random moves (`random.Random(1)`) are reversible: the fifth position's snapshot names
three earlier positions, two of them only through the trails."""


def service(database, events, clock, **kwargs) -> MatchService:
    return MatchService(SqlMatchStore(database), events, clock, **kwargs)


def random_moves(plies: int) -> list[str]:
    rng, state, moves = random.Random(SEED), replayed([]), []
    for _ in range(plies):
        state = state.apply(rng.choice(state.legal_moves()))
        moves.append(str(state.last_move))
    return moves


async def new_match(matches: MatchService) -> Match:
    return await matches.create_match(
        10, 100, "draagostat", OPTIONS, SEED, {"dark": ALICE, "light": BOB}
    )


async def draagostat_after(matches: MatchService, plies: int) -> tuple[Match, list[str]]:
    match, played = await new_match(matches), random_moves(plies)
    for notation in played:
        seat = matches.state(match).to_move
        match = (await matches.play(match.id, match.seats[seat], notation)).match
    return match, played


def replayed(moves: list[str]):
    return games.get("draagostat").replay(moves, OPTIONS, SEED)


async def test_a_draagostat_takeback_returns_to_the_position_of_its_seed_trails_and_options(
    database, events, clock
):
    matches = service(database, events, clock)
    match, played = await draagostat_after(matches, 6)
    assert "seen=" in replayed(played[:5]).snapshot(), "the kept position needs the trails"
    after = await matches.take_back_last_move(match.id, moves_on_record=6)
    expected = replayed(played[:5])
    assert after.position == expected.snapshot()
    for state in (matches.state(after), service(database, events, clock).state(after)):
        assert state.snapshot() == expected.snapshot()
        assert state.options == expected.options
        assert state.options.no_corners
        assert [str(m) for m in state.legal_moves()] == [str(m) for m in expected.legal_moves()]


class HeldRace(RaceGame):
    """The Race whose replays (a takeback's, run off the event loop) wait, once held,
    until the test lets them go: a change from elsewhere lands in between for sure."""

    def __init__(self) -> None:
        self.held = False
        self.reached, self.go = threading.Event(), threading.Event()

    def replay(self, *args, **kwargs):
        if self.held:
            self.reached.set()
            self.go.wait(10)
        return super().replay(*args, **kwargs)


async def test_a_change_from_another_process_between_read_and_write_loses_the_race(
    database, events, clock
):
    race = HeldRace()
    mine = service(database, events, clock, game_lookup=lambda _: race)
    other = service(database, events, clock, game_lookup=race_lookup)
    match = await mine.create_match(10, 100, "race", {}, 7, {"first": ALICE, "second": BOB})
    await mine.play(match.id, ALICE, "1")
    race.held = True
    taking_back = asyncio.create_task(mine.take_back_last_move(match.id, moves_on_record=1))
    assert await asyncio.to_thread(race.reached.wait, 10)
    await other.resign(match.id, BOB)  # after the takeback read the match, before it writes
    race.go.set()
    with pytest.raises(Conflict) as refused:
        await taking_back
    assert refused.value.message.id == "match-lost-race"


async def test_a_match_stored_before_moves_had_trails_is_replayed_with_its_options(
    database, events, clock
):
    # Its moves stored as a bot from before trails stored them: the snapshot's earlier
    # positions cannot be read back from the trails, so the moves are replayed.
    match, state = await new_match(service(database, events, clock)), replayed([])
    store = SqlMatchStore(database)
    for number, notation in enumerate(random_moves(5), start=1):
        seat, state = state.to_move, state.play(notation)
        move = MoveRecord(number, seat, match.seats[seat], notation, clock())
        match = await store.append_move(match, move, state.snapshot(), None, clock())
    read = service(database, events, clock).state(match)
    assert read.snapshot() == state.snapshot()
    assert read.options.no_corners
