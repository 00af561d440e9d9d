"""Challenges as use cases: issue, accept, decline, expire.

Accepting is two steps because a Discord thread has to be opened in between:
`acceptable` checks that the member may accept (a refusal before anything is made),
the caller then chooses where the match lives, and `start_match` creates it there and
marks the challenge accepted in the same transaction: exactly one member wins an open
challenge, and a challenge is never accepted without its match (nor the reverse).
A challenge whose match would have to live in its own channel (threads off, or issued
inside a thread) is refused at once while that channel has a match going.

Expiry is a timer on the bot's scheduler, set when a challenge is issued and cancelled
when it is answered. Being a stored timer, it survives restarts with nothing to re-arm,
and the bot keeps one sleeping task however many challenges wait. Telling the channel
is the chat adapter's business: it hands over its announcer with `announce_expiries_with`.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable, Mapping
from datetime import timedelta
from typing import Any

import games
from bot.core.errors import Conflict, NotFound, NotPermitted
from bot.core.match_terms import checked_terms
from bot.core.matches import GameLookup, MatchService
from bot.core.protocols import ChallengeStore, SettingsStore
from bot.core.records import Challenge, ChallengeStatus, Match
from bot.core.scheduler import Scheduler
from bot.core.storage.timer_store import Timer
from bot.core.time_source import TimeSource

DEFAULT_COOLDOWN = timedelta(seconds=30)
EXPIRY = "challenge-expiry"

AnnounceExpiry = Callable[[Challenge], Awaitable[None]]
"""Tells members that a challenge expired unanswered (the chat adapter's part)."""


class ChallengeService:
    def __init__(
        self,
        store: ChallengeStore,
        settings: SettingsStore,
        matches: MatchService,
        clock: TimeSource,
        rng: random.Random,
        *,
        scheduler: Scheduler,
        cooldown: timedelta = DEFAULT_COOLDOWN,
        game_lookup: GameLookup = games.get,
    ) -> None:
        self._store = store
        self._settings = settings
        self._matches = matches
        self._clock = clock
        self._rng = rng
        self._cooldown = cooldown
        self._game = game_lookup
        self._scheduler = scheduler
        self._announce_expiry: AnnounceExpiry | None = None
        scheduler.on(EXPIRY, self._expire)

    def announce_expiries_with(self, announce: AnnounceExpiry) -> None:
        """Have `announce` tell members of every challenge that expires from now on;
        until an adapter gives one, an expiry is recorded and nobody is told."""
        self._announce_expiry = announce

    async def issue(
        self,
        *,
        guild_id: int,
        channel_id: int,
        challenger_id: int,
        challenged_id: int | None,
        game_id: str,
        options: Mapping[str, Any],
        seat: str | None,
        time_control: str | None = None,
        in_thread: bool = False,
    ) -> Challenge:
        """A new pending challenge; `challenged_id` None makes it open to anyone.
        `options` are the challenger's, laid over the server's defaults for the game;
        `seat` is matched to the game's seats whatever its case; `time_control` is the
        clocks' text form (None: the server's default). `in_thread`: the channel is a
        thread, where the match would be played itself."""
        settings = await self._settings.get(guild_id)
        terms = checked_terms(settings, self._game(game_id), options, seat)
        if (in_thread or not settings.use_threads) and await self._busy(channel_id):
            raise Conflict("challenge-channel-busy")
        if challenged_id == challenger_id:
            raise NotPermitted("challenge-yourself")
        if challenged_id is not None and await self._store.pending_between(
            challenger_id, challenged_id
        ):
            raise Conflict("challenge-already-waiting")
        now = self._clock()
        latest = await self._store.latest_by(challenger_id)
        if latest is not None and now < latest.created_at + self._cooldown:
            wait = (latest.created_at + self._cooldown - now).total_seconds()
            raise Conflict("challenge-cooldown", seconds=round(wait))
        challenge = await self._store.create(
            guild_id=guild_id,
            channel_id=channel_id,
            challenger_id=challenger_id,
            challenged_id=challenged_id,
            game_id=game_id,
            options=terms.options.to_json(),
            seat=terms.seat,
            time_control=time_control,
            now=now,
            expires_at=now + timedelta(hours=settings.challenge_expiry_hours),
        )
        await self._scheduler.schedule(
            EXPIRY, str(challenge.id), challenge.expires_at, guild_id=guild_id
        )
        return challenge

    async def attach_message(self, challenge_id: int, message_id: int) -> None:
        """Remember the message with the buttons, so expiry can edit it later."""
        await self._store.set_message(challenge_id, message_id)

    async def get(self, challenge_id: int) -> Challenge:
        challenge = await self._store.get(challenge_id)
        if challenge is None:
            raise NotFound("challenge-gone")
        return challenge

    async def acceptable(self, challenge_id: int, user_id: int, *, channel_id: int) -> Challenge:
        """The pending challenge posted in `channel_id`, if `user_id` may accept it;
        nothing is changed yet (`start_match` accepts it with its match)."""
        challenge = await self._pending(challenge_id, channel_id)
        if user_id == challenge.challenger_id:
            raise NotPermitted("challenge-own")
        if not challenge.is_open and user_id != challenge.challenged_id:
            raise NotPermitted("challenge-someone-else")
        return challenge

    async def start_match(self, challenge: Challenge, opponent_id: int, channel_id: int) -> Match:
        """Accept `challenge` for `opponent_id` and create its match in `channel_id`
        (its thread), both in one transaction: if someone answered first, or the
        channel has a match already, nothing is made and the challenge stays as it was."""

        async def accept(_match: Match) -> None:
            if await self._store.settle(challenge.id, ChallengeStatus.ACCEPTED) is None:
                raise Conflict("challenge-answered-first")

        game = self._game(challenge.game_id)
        challenger_seat = challenge.seat or self._rng.choice(game.seats)
        seats = {
            seat: challenge.challenger_id if seat == challenger_seat else opponent_id
            for seat in game.seats
        }
        match = await self._matches.create_match(
            challenge.guild_id,
            channel_id,
            challenge.game_id,
            challenge.options,
            self._rng.randrange(2**31),
            seats,
            origin="challenge",
            time_control=challenge.time_control,
            also=accept,
        )
        await self._scheduler.cancel(EXPIRY, str(challenge.id))
        return match

    async def decline(self, challenge_id: int, user_id: int, *, channel_id: int) -> Challenge:
        """The challenged member declines, or the challenger withdraws."""
        challenge = await self._pending(challenge_id, channel_id)
        if user_id == challenge.challenger_id:
            return await self._settle(challenge, ChallengeStatus.WITHDRAWN)
        if challenge.is_open or user_id != challenge.challenged_id:
            raise NotPermitted("challenge-decline-not-yours")
        return await self._settle(challenge, ChallengeStatus.DECLINED)

    async def _expire(self, timer: Timer) -> None:
        """The expiry timer of a challenge fired: expire it and announce it, exactly
        once, unless it was answered first (the store settles a challenge only once)."""
        expired = await self._store.settle(int(timer.key), ChallengeStatus.EXPIRED)
        if expired is not None and self._announce_expiry is not None:
            await self._announce_expiry(expired)

    async def _busy(self, channel_id: int) -> bool:
        try:
            await self._matches.in_channel(channel_id)
        except NotFound:
            return False
        return True

    async def _pending(self, challenge_id: int, channel_id: int) -> Challenge:
        """The challenge, pending, if it was posted in `channel_id` (a challenge id
        from another channel or server is unknown here)."""
        challenge = await self._store.get(challenge_id)
        if challenge is None or challenge.channel_id != channel_id:
            raise NotFound("challenge-not-here")
        if challenge.status is not ChallengeStatus.PENDING:
            raise Conflict("challenge-settled", status=challenge.status.value)
        if self._clock() >= challenge.expires_at:
            # An answer that beats the timer to an overdue challenge: the challenge
            # expires here, unannounced, and its timer has nothing left to do.
            await self._store.settle(challenge.id, ChallengeStatus.EXPIRED)
            await self._scheduler.cancel(EXPIRY, str(challenge.id))
            raise Conflict("challenge-expired-refusal")
        return challenge

    async def _settle(self, challenge: Challenge, status: ChallengeStatus) -> Challenge:
        settled = await self._store.settle(challenge.id, status)
        if settled is None:
            raise Conflict("challenge-answered-first")
        await self._scheduler.cancel(EXPIRY, str(challenge.id))
        return settled
