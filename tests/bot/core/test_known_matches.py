"""Autocomplete and `/move` start from the match records the service already holds: no
trip to the database per keystroke, none before a move's transaction, never a
suggestion from a match that has ended, and a record another process has moved past is
judged on the store's match."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.core.errors import NotPermitted
from bot.core.known_matches import KnownMatches
from bot.core.matches import MatchService
from bot.core.records import MatchStatus
from bot.core.storage.match_store import SqlMatchStore
from tests.bot.conftest import race_lookup

pytestmark = pytest.mark.postgres

ALICE, BOB = 1, 2
SEATS = {"first": ALICE, "second": BOB}


async def statements_during(database, work):
    sent: list[str] = []
    await database.trace(lambda sql, *_values: sent.append(sql))  # PostgreSQL's has values
    try:
        result = await work
    finally:
        await database.trace(None)
    return result, sent


async def test_a_keystroke_in_a_known_match_reads_nothing(matches, database):
    match = await matches.create_match(10, 42, "race", {}, 7, SEATS)
    await matches.play(match.id, ALICE, "1")
    suggested, sent = await statements_during(database, matches.suggest(42, BOB, ""))
    assert suggested.moves == ("+1", "+2")
    assert sent == []


async def test_after_a_restart_the_first_keystroke_reads_and_the_next_do_not(
    matches, database, events, clock
):
    match = await matches.create_match(10, 42, "race", {}, 7, SEATS)
    await matches.play(match.id, ALICE, "2")
    fresh = MatchService(SqlMatchStore(database), events, clock, game_lookup=race_lookup)
    first, read = await statements_during(database, fresh.suggest(42, BOB, ""))
    again, nothing = await statements_during(database, fresh.suggest(42, BOB, "2"))
    assert (first.moves, again.moves) == (("+1", "+2"), ("+2",))
    assert read and nothing == []


async def test_an_ended_match_suggests_nothing_and_a_new_one_is_found(matches):
    match = await matches.create_match(10, 42, "race", {}, 7, SEATS)
    await matches.resign(match.id, BOB)
    assert (await matches.suggest(42, ALICE, "")).moves == ()
    await matches.create_match(10, 42, "race", {}, 8, SEATS)
    assert (await matches.suggest(42, ALICE, "")).moves == ("+1", "+2")


async def test_a_move_turns_the_suggestions_over_to_the_other_player(matches):
    match = await matches.create_match(10, 42, "race", {}, 7, SEATS)
    assert (await matches.suggest(42, ALICE, "")).moves == ("+1", "+2")
    await matches.play_in_channel(42, ALICE, "1")
    assert (await matches.suggest(42, ALICE, "")).moves == ()
    assert (await matches.suggest(42, BOB, "")).moves == ("+1", "+2")
    await matches.take_back_last_move(match.id, 1)
    assert (await matches.suggest(42, ALICE, "")).moves == ("+1", "+2")


async def test_an_older_record_never_replaces_a_newer_one(matches):
    match = await matches.create_match(10, 42, "race", {}, 7, SEATS)
    known = KnownMatches(4)
    newer = replace(match, version=match.version + 1)
    known.note(newer)
    known.note(match)
    assert known.ongoing(42) is newer
    known.note(replace(newer, status=MatchStatus.FINISHED, version=newer.version + 1))
    assert known.ongoing(42) is None


async def test_only_the_most_recently_noted_channels_are_kept(matches):
    match = await matches.create_match(10, 42, "race", {}, 7, SEATS)
    known = KnownMatches(2)
    for channel_id in (1, 2, 3):
        known.note(replace(match, channel_id=channel_id))
    assert [known.ongoing(c) is not None for c in (1, 2, 3)] == [False, True, True]


def another_process(database, events, clock) -> MatchService:
    """A second match service over the same database: a record it commits is one this
    process never noted (another bot process, as far as `KnownMatches` can tell)."""
    return MatchService(SqlMatchStore(database), events, clock, game_lookup=race_lookup)


async def test_a_move_in_a_known_match_reads_nothing_before_its_transaction(matches, database):
    await matches.create_match(10, 42, "race", {}, 7, SEATS)
    await matches.play_in_channel(42, ALICE, "1")
    made, sent = await statements_during(database, matches.play_in_channel(42, BOB, "2"))
    assert made.match.moves == ("+1", "+2")
    assert not [sql for sql in sent if sql.startswith("SELECT *, ")]  # the match-with-moves read


async def test_a_known_record_another_process_moved_past_is_judged_on_the_stores_match(
    matches, database, events, clock
):
    match = await matches.create_match(10, 42, "race", {}, 7, SEATS)  # known here: Alice to move
    await another_process(database, events, clock).play(match.id, ALICE, "1")
    with pytest.raises(NotPermitted) as refused:  # her second move meets Bob's turn
        await matches.play_in_channel(42, ALICE, "2")
    assert refused.value.message.id == "match-not-your-turn"
    made = await matches.play_in_channel(42, BOB, "2")
    assert made.match.moves == ("+1", "+2")


@pytest.mark.parametrize("mover", [ALICE, BOB])
async def test_a_known_match_that_ended_elsewhere_gives_way_to_the_channels_new_one(
    mover, matches, database, events, clock
):
    """Alice's move meets the stale record's turn (its write is refused), Bob's does not
    (the match is found over): either way the move goes to the channel's new match."""
    old = await matches.create_match(10, 42, "race", {}, 7, SEATS)
    there = another_process(database, events, clock)
    await there.resign(old.id, BOB)
    new = await there.create_match(10, 42, "race", {}, 8, {"first": mover, "second": 3})
    made = await matches.play_in_channel(42, mover, "1")
    assert (made.match.id, made.match.moves) == (new.id, ("+1",))
    assert (await matches.get(old.id)).moves == ()


async def test_a_move_legal_only_on_the_stores_board_is_played_there(database, events, clock):
    """The record this process knows says the board is as it was two moves ago (another
    process played them): a move legal only on the board as stored is played on it, not
    refused as illegal on the old one."""
    here = MatchService(SqlMatchStore(database), events, clock)  # a real game's lookup:
    there = MatchService(SqlMatchStore(database), events, clock)  # legality has a board
    seats = {"dark": ALICE, "light": BOB}
    match = await here.create_match(10, 42, "draughtnauts", {}, 7, seats)
    before = here.state(match)
    mover = match.seats[before.to_move]
    for _ in range(2):  # a move each, elsewhere
        ongoing = await there.get(match.id)
        state = there.state(ongoing)
        await there.play(match.id, ongoing.seats[state.to_move], state.suggest("", 1000)[0])
    stored = there.state(await there.get(match.id))
    new = sorted(set(stored.suggest("", 1000)) - set(before.suggest("", 1000)))
    assert new  # a move the old board does not allow
    made = await here.play_in_channel(42, mover, new[0])
    assert (made.move.notation, len(made.match.moves)) == (new[0], 3)
