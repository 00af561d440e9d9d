"""MatchService on a real SQLite store with the fake Race game."""

from __future__ import annotations

import asyncio

import pytest

import games
from bot.core.errors import Conflict, GameRefused, NotFound, NotPermitted
from bot.core.events import MatchEnded, MatchStarted, MoveMade
from bot.core.matches import MatchService
from bot.core.protocols import StaleMatch
from bot.core.records import EndHow, MatchStatus
from bot.core.results import moderator_decision
from bot.core.storage.match_store import SqlMatchStore
from bot.core.suggestions import Suggestions, Why
from i18n import Message
from tests.bot.conftest import race_lookup
from tests.bot.core.test_match_state_from_position import random_moves

ALICE, BOB, CAROL = 1, 2, 3
SEATS = {"first": ALICE, "second": BOB}


async def start(matches, channel_id=100, **options):
    return await matches.create_match(10, channel_id, "race", options, 7, SEATS)


def recorder(events, *kinds):
    seen = []

    async def record(event):
        seen.append(event)

    for kind in kinds:
        events.subscribe(kind, record)
    return seen


async def test_a_move_is_stored_with_its_snapshot_and_announced(matches, events):
    seen = recorder(events, MoveMade)
    match = await start(matches)
    made = await matches.play(match.id, ALICE, "2")
    stored = await matches.get(match.id)
    assert stored.moves == ("+2",)
    assert stored.position == "2/5/1"
    assert stored.version == match.version + 1
    assert [event.move.notation for event in seen] == ["+2"]
    assert made.move.seat == "first"
    assert made.state.to_move == "second"
    assert await matches.move_log(match.id) == [made.move]


async def test_only_the_player_to_move_may_move(matches):
    match = await start(matches)
    with pytest.raises(NotPermitted, match="not your turn: first is to move"):
        await matches.play(match.id, BOB, "1")
    with pytest.raises(NotPermitted, match="watching"):
        await matches.play(match.id, CAROL, "1")
    assert (await matches.get(match.id)).moves == ()


async def test_an_illegal_move_carries_the_engine_reason_and_changes_nothing(matches):
    match = await start(matches)
    with pytest.raises(GameRefused, match="'3' is not \\+1 or \\+2"):
        await matches.play(match.id, ALICE, "3")
    assert (await matches.get(match.id)).version == match.version


async def test_two_moves_at_once_apply_exactly_one(matches):
    match = await start(matches)
    await one_of_two_moves_applies(
        matches,
        match,
        matches.play(match.id, ALICE, "1"),
        matches.play(match.id, ALICE, "2"),
        refusal=NotPermitted,
    )


async def test_a_write_based_on_an_old_version_is_refused(matches, database, clock):
    match = await start(matches)
    await matches.play(match.id, ALICE, "1")
    with pytest.raises(StaleMatch):
        await SqlMatchStore(database).set_draw_offer(match, "first", clock())


async def test_taking_back_removes_only_the_move_it_was_agreed_for(matches, database, clock):
    match = await start(matches)
    await matches.play(match.id, ALICE, "1")
    with pytest.raises(Conflict, match="it has lapsed"):
        await matches.take_back_last_move(match.id, moves_on_record=2)
    after = await matches.take_back_last_move(match.id, moves_on_record=1)
    assert after.moves == ()
    assert after.position == match.position
    assert matches.state(after).to_move == "first"
    with pytest.raises(StaleMatch):
        await SqlMatchStore(database).remove_last_move(match, match.position, clock())


async def test_two_processes_moving_at_once_apply_exactly_one(matches, database, events, clock):
    match = await start(matches)
    other = MatchService(SqlMatchStore(database), events, clock, game_lookup=race_lookup)
    await one_of_two_moves_applies(
        matches,
        match,
        matches.play(match.id, ALICE, "1"),
        other.play(match.id, ALICE, "2"),
        # The loser either read the match before the winner committed (its write then
        # fails the version check) or after (it is no longer Alice's turn): both say no.
        refusal=(Conflict, NotPermitted),
    )


async def one_of_two_moves_applies(matches, match, *moves, refusal):
    """Play `moves` at once: exactly one is committed, the other refused with `refusal`."""
    results = await asyncio.gather(*moves, return_exceptions=True)
    refused = [result for result in results if isinstance(result, Exception)]
    assert len(refused) == 1
    assert isinstance(refused[0], refusal), refused[0]
    assert len((await matches.get(match.id)).moves) == 1


async def test_reaching_the_target_ends_the_match_by_the_rules(matches, events):
    ended = recorder(events, MatchEnded)
    match = await start(matches, target=3)
    await matches.play(match.id, ALICE, "2")
    made = await matches.play(match.id, BOB, "1")
    assert made.match.status is MatchStatus.FINISHED
    assert made.match.result.winner == "second"
    assert [(event.how, event.outcome.reason) for event in ended] == [
        (EndHow.RULES, Message("reached 3"))
    ]
    with pytest.raises(Conflict, match="This match is over: reached 3"):
        await matches.play(match.id, ALICE, "1")


async def test_one_ongoing_match_per_channel(matches):
    await start(matches, channel_id=5)
    with pytest.raises(Conflict, match="already being played here"):
        await start(matches, channel_id=5)
    await start(matches, channel_id=6)


async def test_a_finished_match_frees_its_channel_and_stays_the_latest(matches):
    match = await start(matches, channel_id=5)
    await matches.resign(match.id, BOB)
    with pytest.raises(NotFound):
        await matches.in_channel(5)
    assert (await matches.latest_in_channel(5)).id == match.id
    second = await start(matches, channel_id=5)
    assert (await matches.latest_in_channel(5)).id == second.id


async def test_resigning_gives_the_opponent_the_win(matches, events):
    ended = recorder(events, MatchEnded)
    match = await start(matches)
    after = await matches.resign(match.id, ALICE)
    assert after.result.winner == "second"
    assert ended[0].how is EndHow.RESIGNATION
    with pytest.raises(NotPermitted, match="not playing"):
        await matches.resign((await start(matches, channel_id=9)).id, CAROL)


async def test_a_draw_needs_both_players(matches):
    match = await start(matches)
    offered = await matches.offer_draw(match.id, ALICE)
    assert offered.draw_offer == "first"
    with pytest.raises(Conflict, match="already on the table"):
        await matches.offer_draw(match.id, ALICE)
    with pytest.raises(NotPermitted, match="You made this offer; your opponent decides"):
        await matches.answer_draw(match.id, ALICE, accept=True)
    agreed = await matches.answer_draw(match.id, BOB, accept=True)
    assert agreed.result.winner is None
    assert agreed.result.how is EndHow.DRAW_AGREED


async def test_a_declined_or_answered_by_moving_draw_offer_is_gone(matches):
    match = await start(matches)
    await matches.offer_draw(match.id, ALICE)
    declined = await matches.answer_draw(match.id, BOB, accept=False)
    assert declined.draw_offer is None and declined.is_ongoing
    await matches.offer_draw(match.id, BOB)
    made = await matches.play(match.id, ALICE, "1")
    assert made.match.draw_offer is None
    with pytest.raises(Conflict, match="already answered"):
        await matches.answer_draw(match.id, ALICE, accept=True)


async def test_crossing_draw_offers_agree(matches):
    match = await start(matches)
    await matches.offer_draw(match.id, ALICE)
    assert (await matches.offer_draw(match.id, BOB)).result.how is EndHow.DRAW_AGREED


async def test_abort_only_before_both_players_moved(matches):
    match = await start(matches)
    await matches.play(match.id, ALICE, "1")
    aborted = await matches.abort(match.id, BOB)
    assert aborted.status is MatchStatus.ABORTED
    other = await start(matches, channel_id=8)
    await matches.play(other.id, ALICE, "1")
    await matches.play(other.id, BOB, "1")
    with pytest.raises(NotPermitted, match="Both players have moved"):
        await matches.abort(other.id, ALICE)


async def test_a_moderator_or_a_clock_ends_a_match_with_a_stated_result(matches, events):
    ended = recorder(events, MatchEnded)
    match = await start(matches)
    with pytest.raises(NotFound, match="not a seat"):
        await matches.end_match(match.id, "third", moderator_decision("typo", "Referee"))
    flag_fell = Message("match-reason-timeout", seat="first")
    after = await matches.end_match(match.id, "second", flag_fell, how=EndHow.TIMEOUT)
    assert (after.result.winner, after.result.reason) == ("second", flag_fell)
    assert ended[0].how is EndHow.TIMEOUT


async def test_after_a_restart_the_state_is_replayed_from_the_log(matches, database, events, clock):
    match = await start(matches, target=9)
    for user, move in [(ALICE, "2"), (BOB, "2"), (ALICE, "1")]:
        await matches.play(match.id, user, move)
    fresh = MatchService(SqlMatchStore(database), events, clock, game_lookup=race_lookup)
    stored = await fresh.get(match.id)
    assert fresh.state(stored).position() == "5/9/3"
    made = await fresh.play(match.id, BOB, "2")
    assert made.match.moves == ("+2", "+2", "+1", "+2")


async def test_suggestions_only_for_the_player_to_move(matches):
    match = await start(matches, channel_id=42)
    assert await matches.suggest(42, ALICE, "") == Suggestions(("+1", "+2"))
    assert await matches.suggest(42, ALICE, "2") == Suggestions(("+2",))
    assert await matches.suggest(42, BOB, "") == Suggestions(
        why=Why.NOT_YOUR_TURN, seat=Message("seat-race-first")
    )
    assert await matches.suggest(42, 99, "") == Suggestions(why=Why.WATCHING)
    assert await matches.suggest(43, ALICE, "") == Suggestions(why=Why.NO_MATCH)
    await matches.resign(match.id, ALICE)
    assert await matches.suggest(42, BOB, "") == Suggestions(why=Why.NO_MATCH)


async def test_text_matching_no_move_gets_every_legal_move(matches):
    await start(matches, channel_id=42)
    assert await matches.suggest(42, ALICE, "jump") == Suggestions(("+1", "+2"))


async def test_events_come_after_the_commit_and_a_failing_subscriber_is_skipped(
    matches, events, caplog
):
    stored_when_told = []

    async def broken(event):
        raise RuntimeError("subscriber bug")

    async def check(event):
        stored_when_told.append((await matches.get(event.match.id)).moves)

    events.subscribe(MoveMade, broken)
    events.subscribe(MoveMade, check)
    started = recorder(events, MatchStarted)
    match = await start(matches)
    await matches.play(match.id, ALICE, "1")
    assert [event.match.id for event in started] == [match.id]
    assert stored_when_told == [("+1",)]
    assert "subscriber bug" in caplog.text


async def test_creating_a_match_checks_options_and_seats(matches):
    with pytest.raises(GameRefused, match="target"):
        await matches.create_match(10, 1, "race", {"target": "many"}, 0, SEATS)
    with pytest.raises(NotPermitted, match="needs the seats first and second"):
        await matches.create_match(10, 1, "race", {}, 0, {"first": ALICE})


async def test_a_subscriber_may_call_back_into_the_same_match(matches, events):
    answers = []

    async def call_back(event):
        try:
            await matches.resign(event.match.id, ALICE)
        except Conflict as refusal:
            answers.append(refusal.reason)

    events.subscribe(MatchEnded, call_back)
    match = await start(matches)
    await asyncio.wait_for(matches.resign(match.id, BOB), timeout=5)
    assert answers == ["This match is over: second resigned."]


async def test_a_cached_state_is_not_used_once_another_process_moved(
    matches, database, events, clock
):
    other = MatchService(SqlMatchStore(database), events, clock, game_lookup=race_lookup)
    match = await start(matches)
    await matches.play(match.id, ALICE, "2")
    await other.play(match.id, BOB, "1")
    current = await matches.get(match.id)
    assert matches.state(current).to_move == "first"
    await matches.play(match.id, ALICE, "1")


async def test_a_draw_the_window_decides_still_comes_after_a_restart(database, events, clock):
    """The service stores the state's snapshot, not its bare position: a Draughtnauts
    match read back after a restart (a cache miss) still draws by repetition on the
    move that repeats the position a third time."""
    moves = random_moves("draughtnauts", 4319, 1000)
    seats = {"dark": ALICE, "light": BOB}
    playing = MatchService(SqlMatchStore(database), events, clock)
    match = await playing.create_match(10, 100, "draughtnauts", {}, 4319, seats)
    for ply, move in enumerate(moves[:-1]):
        await playing.play(match.id, seats["dark" if ply % 2 == 0 else "light"], move)
    fresh = MatchService(SqlMatchStore(database), events, clock)
    made = await fresh.play(match.id, seats["light" if len(moves) % 2 == 0 else "dark"], moves[-1])
    assert made.match.status is MatchStatus.FINISHED
    assert made.match.result.reason == Message("game-draughtnauts-repetition")


async def test_a_long_draagostat_window_is_stored_as_trails_not_rewritten(database, events, clock):
    """The snapshot rewritten after each move stays short however many earlier positions
    the repetition rule remembers; each move keeps its own, and a fresh service (a cache
    miss) reads them back to the very state the replay gives. Moves stored before trails
    existed are replayed instead."""
    moves = random_moves("draagostat", 126, 300)
    seats = {"dark": ALICE, "light": BOB}
    playing = MatchService(SqlMatchStore(database), events, clock)
    match = await playing.create_match(10, 100, "draagostat", {}, 126, seats)
    for ply, move in enumerate(moves):
        await playing.play(match.id, seats["dark" if ply % 2 == 0 else "light"], move)
    stored = await playing.get(match.id)
    replayed = games.get("draagostat").replay(moves, seed=126)
    assert len(replayed.earlier_positions) > 100
    assert len(stored.position) < 100
    assert len(stored.trails) == len(moves)
    fresh = MatchService(SqlMatchStore(database), events, clock)
    assert fresh.state(stored).position() == replayed.position()
    async with database.transaction() as conn:
        await conn.execute("UPDATE moves SET trail = ''")
    before_trails = MatchService(SqlMatchStore(database), events, clock)
    old = await before_trails.get(match.id)
    assert before_trails.state(old).position() == replayed.position()


async def test_a_move_played_in_a_channel_commits_the_callers_write_with_it(matches):
    await start(matches, channel_id=104)
    written = []

    async def also(stored):
        written.append(stored.moves)

    made = await matches.play_in_channel(104, ALICE, "2", also=also)
    assert written == [("+2",)] and made.match.moves == ("+2",)


@pytest.mark.parametrize("record", ["read", "known"])
async def test_a_move_queued_behind_another_change_is_played_on_the_match_it_meets(
    record, database, events, clock
):
    # Alice's /move reads the match (or takes the record this process knows), then
    # Bob's offer takes the match before her move does: her move meets a newer version
    # than the one she read, and is played on that one. The caller's write commits with
    # the move played, once.
    match = await start(
        MatchService(SqlMatchStore(database), events, clock, game_lookup=race_lookup),
        channel_id=105,
    )
    matches = MatchService(SqlMatchStore(database), events, clock, game_lookup=race_lookup)
    if record == "known":
        await matches.suggest(105, ALICE, "")  # now this process knows the match
    written = []

    async def also(stored):
        written.append(stored.version)

    moving = matches.play_in_channel(105, ALICE, "1", also=also)
    offering = matches.offer_draw(match.id, BOB)
    if record == "known":  # the move reads nothing, so the offer must go first
        offered, made = await asyncio.gather(offering, moving)
    else:
        made, offered = await asyncio.gather(moving, offering)
    assert offered.version == match.version + 1
    assert made.match.version == match.version + 2 and made.match.moves == ("+1",)
    assert written == [made.match.version]
