"""ChallengeService: who may accept, one pending per pair, cooldown, expiry, and an
acceptance that exists only together with its match."""

from __future__ import annotations

import asyncio

import pytest

from bot.challenges.service import EXPIRY
from bot.core.errors import Conflict, GameRefused, NotFound, NotPermitted
from bot.core.records import ChallengeStatus, GuildSettings
from bot.core.storage.guild_settings_store import SqlSettingsStore
from bot.core.storage.timer_store import TimerStore
from tests.bot.pace_helpers import race

pytestmark = pytest.mark.postgres

ALICE, BOB, CAROL = 1, 2, 3


async def issue(challenges, challenger=ALICE, challenged=BOB, **overrides):
    fields = {
        "guild_id": 10,
        "channel_id": 100,
        "challenger_id": challenger,
        "challenged_id": challenged,
        "game_id": "race",
        "options": {},
        "seat": None,
    }
    return await challenges.issue(**(fields | overrides))


async def test_only_the_challenged_member_can_accept(challenges):
    challenge = await issue(challenges)
    with pytest.raises(NotPermitted, match="meant for someone else"):
        await challenges.acceptable(challenge.id, CAROL, channel_id=100)
    with pytest.raises(NotPermitted, match="your own challenge"):
        await challenges.acceptable(challenge.id, ALICE, channel_id=100)
    pending = await challenges.acceptable(challenge.id, BOB, channel_id=100)
    assert pending.status is ChallengeStatus.PENDING
    await challenges.start_match(pending, BOB, 555)
    assert (await challenges.get(challenge.id)).status is ChallengeStatus.ACCEPTED


async def test_an_open_challenge_goes_to_exactly_one_member(challenges, matches):
    challenge = await issue(challenges, challenged=None)
    results = await asyncio.gather(
        challenges.start_match(
            await challenges.acceptable(challenge.id, BOB, channel_id=100), BOB, 555
        ),
        challenges.start_match(
            await challenges.acceptable(challenge.id, CAROL, channel_id=100), CAROL, 556
        ),
        return_exceptions=True,
    )
    assert sum(isinstance(result, Conflict) for result in results) == 1
    started = [result for result in results if not isinstance(result, Exception)]
    assert len(started) == 1
    loser_channel = 556 if started[0].channel_id == 555 else 555
    with pytest.raises(NotFound):
        await matches.in_channel(loser_channel)


async def test_a_busy_channel_leaves_the_challenge_pending_and_no_match(challenges, matches):
    """Accepting into a channel that has a match refuses, and the challenge is not
    marked accepted: it can be accepted again where a match can start."""
    await race(matches, channel=555)
    challenge = await issue(challenges)
    with pytest.raises(Conflict, match="already being played"):
        await challenges.start_match(challenge, BOB, 555)
    assert (await challenges.get(challenge.id)).status is ChallengeStatus.PENDING
    match = await challenges.start_match(challenge, BOB, 556)
    assert match.channel_id == 556


async def test_a_challenge_is_refused_where_its_match_could_not_start(
    challenges, matches, database
):
    await race(matches, channel=100)
    with pytest.raises(Conflict, match="already being played here"):
        await issue(challenges, in_thread=True)
    await SqlSettingsStore(database).put(GuildSettings(10, use_threads=False))
    with pytest.raises(Conflict, match="already being played here"):
        await issue(challenges)


async def test_seats_are_read_in_any_case_and_a_bad_one_lists_the_seats(challenges):
    assert (await issue(challenges, seat=" SECOND ")).seat == "second"
    with pytest.raises(GameRefused) as refused:
        await issue(challenges, challenger=CAROL, seat="x" * 5000)
    assert "first and second" in refused.value.reason
    assert len(refused.value.reason) < 200


async def test_the_time_control_travels_from_challenge_to_match(challenges, matches):
    challenge = await issue(challenges, time_control="10m+30m")
    match = await challenges.start_match(challenge, BOB, 555)
    assert match.time_control == "10m+30m"


async def test_accepting_starts_a_match_with_the_chosen_seat(challenges, matches):
    challenge = await issue(challenges, seat="second", options={"target": 4})
    accepted = await challenges.acceptable(challenge.id, BOB, channel_id=100)
    match = await challenges.start_match(accepted, BOB, 555)
    assert dict(match.seats) == {"first": BOB, "second": ALICE}
    assert match.channel_id == 555
    assert match.options == {"target": 4}
    assert (await matches.in_channel(555)).id == match.id


async def test_one_pending_challenge_per_pair_in_either_direction(challenges, clock):
    await issue(challenges)
    clock.advance(minutes=5)
    with pytest.raises(Conflict, match="already waiting"):
        await issue(challenges, challenger=BOB, challenged=ALICE)
    await issue(challenges, challenger=BOB, challenged=CAROL)


async def test_a_cooldown_stops_challenge_spam(challenges, clock):
    await issue(challenges)
    with pytest.raises(Conflict, match="try again in 30 s"):
        await issue(challenges, challenged=CAROL)
    clock.advance(seconds=30)
    await issue(challenges, challenged=CAROL)


async def test_challenges_expire_on_their_timer_once_and_cannot_be_accepted_after(
    challenges, clock, scheduler
):
    announced = []

    async def announce(challenge):
        announced.append(challenge)

    challenges.announce_expiries_with(announce)
    challenge = await issue(challenges)
    clock.advance(hours=23, minutes=59)
    assert await scheduler.fire_due() == 0
    clock.advance(minutes=1)
    assert await scheduler.fire_due() == 1
    assert [(c.id, c.status) for c in announced] == [(challenge.id, ChallengeStatus.EXPIRED)]
    assert await scheduler.fire_due() == 0
    with pytest.raises(Conflict, match="already expired"):
        await challenges.acceptable(challenge.id, BOB, channel_id=100)


async def test_an_overdue_challenge_is_refused_even_before_the_sweep(challenges, clock):
    challenge = await issue(challenges)
    clock.advance(hours=25)
    with pytest.raises(Conflict, match="has expired"):
        await challenges.acceptable(challenge.id, BOB, channel_id=100)
    assert (await challenges.get(challenge.id)).status is ChallengeStatus.EXPIRED


async def test_decline_by_the_challenged_and_withdraw_by_the_challenger(challenges, clock):
    first = await issue(challenges)
    with pytest.raises(NotPermitted, match="Only the challenged member"):
        await challenges.decline(first.id, CAROL, channel_id=100)
    assert (
        await challenges.decline(first.id, BOB, channel_id=100)
    ).status is ChallengeStatus.DECLINED
    clock.advance(minutes=1)
    second = await issue(challenges)
    assert (
        await challenges.decline(second.id, ALICE, channel_id=100)
    ).status is ChallengeStatus.WITHDRAWN


async def test_server_settings_limit_games_and_expiry(challenges, database):
    settings = SqlSettingsStore(database)
    await settings.put(GuildSettings(10, allowed_games=("chess",), challenge_expiry_hours=2))
    with pytest.raises(NotPermitted, match="does not allow race"):
        await issue(challenges)
    await settings.put(GuildSettings(10, challenge_expiry_hours=2))
    challenge = await issue(challenges)
    assert (challenge.expires_at - challenge.created_at).total_seconds() == 2 * 3600


async def test_a_challenge_starts_from_the_servers_default_options(challenges, database):
    await SqlSettingsStore(database).put(GuildSettings(10, game_defaults={"race": {"target": "9"}}))
    assert (await issue(challenges)).options == {"target": 9}
    assert (await issue(challenges, challenger=CAROL, options={"target": "3"})).options == {
        "target": 3
    }


async def test_bad_options_seats_and_self_challenges_are_refused(challenges):
    with pytest.raises(GameRefused, match="target"):
        await issue(challenges, options={"target": "x"})
    with pytest.raises(GameRefused, match="no seat 'third': the seats are first and second"):
        await issue(challenges, seat="third")
    with pytest.raises(NotPermitted, match="yourself"):
        await issue(challenges, challenged=ALICE)


async def test_only_unanswered_challenges_keep_an_expiry_timer(challenges, clock, database):
    timers = TimerStore(database)
    waiting = await issue(challenges)
    assert (await timers.get(EXPIRY, str(waiting.id))).due_at == waiting.expires_at
    clock.advance(minutes=1)
    accepted = await issue(challenges, challenger=CAROL, challenged=4)
    await challenges.start_match(accepted, 4, 555)
    clock.advance(minutes=1)
    declined = await issue(challenges, challenger=5, challenged=6)
    await challenges.decline(declined.id, 6, channel_id=100)
    answered = [accepted, declined]
    clock.advance(minutes=1)
    withdrawn = await issue(challenges, challenger=7, challenged=8)
    await challenges.decline(withdrawn.id, 7, channel_id=100)
    for challenge in [*answered, withdrawn]:
        assert await timers.get(EXPIRY, str(challenge.id)) is None
    assert await timers.get(EXPIRY, str(waiting.id)) is not None


async def test_a_challenge_is_answered_only_in_its_own_channel(challenges):
    """A challenge id used from another channel (or server) is unknown there."""
    challenge = await issue(challenges)
    with pytest.raises(NotFound, match="not in this channel"):
        await challenges.acceptable(challenge.id, BOB, channel_id=999)
    with pytest.raises(NotFound, match="not in this channel"):
        await challenges.decline(challenge.id, BOB, channel_id=999)
    assert (await challenges.get(challenge.id)).status is ChallengeStatus.PENDING
