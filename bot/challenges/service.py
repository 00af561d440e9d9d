"""Challenges as use cases: issue, accept, decline, expire.

Accepting is two steps because a Discord thread has to be opened in between: `accept`
claims the challenge (exactly one member can win that race, the store makes sure), the
caller then chooses where the match lives, and `start_match` creates it there.

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
from bot.core.errors import Conflict, GameRefused, NotFound, NotPermitted
from bot.core.matches import GameLookup, MatchService
from bot.core.protocols import ChallengeStore, SettingsStore
from bot.core.records import Challenge, ChallengeStatus, Match
from bot.core.scheduler import Scheduler
from bot.core.time_source import TimeSource
from bot.core.timer_store import Timer
from games import GameError, Seat

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
        seat: Seat | None,
    ) -> Challenge:
        """A new pending challenge; `challenged_id` None makes it open to anyone.
        `options` are the challenger's, laid over the server's defaults for the game."""
        settings = await self._settings.get(guild_id)
        if settings.allowed_games is not None and game_id not in settings.allowed_games:
            raise NotPermitted(f"this server does not allow {game_id}")
        game = self._game(game_id)
        try:
            validated = game.options(settings.options_for(game_id, options))
        except GameError as exc:
            raise GameRefused(exc.reason) from exc
        if seat is not None and seat not in game.seats:
            raise GameRefused(f"{game.title} has the seats {', '.join(game.seats)}, not '{seat}'")
        if challenged_id == challenger_id:
            raise NotPermitted("you cannot challenge yourself; post an open challenge instead")
        if challenged_id is not None and await self._store.pending_between(
            challenger_id, challenged_id
        ):
            raise Conflict("a challenge between you two is already waiting for an answer")
        now = self._clock()
        latest = await self._store.latest_by(challenger_id)
        if latest is not None and now < latest.created_at + self._cooldown:
            wait = (latest.created_at + self._cooldown - now).total_seconds()
            raise Conflict(f"you challenged someone a moment ago; try again in {wait:.0f} s")
        challenge = await self._store.create(
            guild_id=guild_id,
            channel_id=channel_id,
            challenger_id=challenger_id,
            challenged_id=challenged_id,
            game_id=game_id,
            options=validated.to_json(),
            seat=seat,
            now=now,
            expires_at=now + timedelta(hours=settings.challenge_expiry_hours),
        )
        await self._scheduler.schedule(EXPIRY, str(challenge.id), challenge.expires_at)
        return challenge

    async def attach_message(self, challenge_id: int, message_id: int) -> None:
        """Remember the message with the buttons, so expiry can edit it later."""
        await self._store.set_message(challenge_id, message_id)

    async def get(self, challenge_id: int) -> Challenge:
        challenge = await self._store.get(challenge_id)
        if challenge is None:
            raise NotFound("that challenge no longer exists")
        return challenge

    async def accept(self, challenge_id: int, user_id: int) -> Challenge:
        """Claim the challenge for `user_id`; refuses anyone it was not meant for."""
        challenge = await self._pending(challenge_id)
        if user_id == challenge.challenger_id:
            raise NotPermitted("you cannot accept your own challenge")
        if not challenge.is_open and user_id != challenge.challenged_id:
            raise NotPermitted("this challenge is meant for someone else")
        return await self._settle(challenge, ChallengeStatus.ACCEPTED)

    async def start_match(self, challenge: Challenge, opponent_id: int, channel_id: int) -> Match:
        """Create the match of an accepted challenge in `channel_id` (its thread)."""
        game = self._game(challenge.game_id)
        challenger_seat = challenge.seat or self._rng.choice(game.seats)
        seats = {
            seat: challenge.challenger_id if seat == challenger_seat else opponent_id
            for seat in game.seats
        }
        return await self._matches.create_match(
            challenge.guild_id,
            channel_id,
            challenge.game_id,
            challenge.options,
            self._rng.randrange(2**31),
            seats,
            origin="challenge",
        )

    async def decline(self, challenge_id: int, user_id: int) -> Challenge:
        """The challenged member declines, or the challenger withdraws."""
        challenge = await self._pending(challenge_id)
        if user_id == challenge.challenger_id:
            return await self._settle(challenge, ChallengeStatus.WITHDRAWN)
        if challenge.is_open or user_id != challenge.challenged_id:
            raise NotPermitted("only the challenged member can decline this challenge")
        return await self._settle(challenge, ChallengeStatus.DECLINED)

    async def _expire(self, timer: Timer) -> None:
        """The expiry timer of a challenge fired: expire it and announce it, exactly
        once, unless it was answered first (the store settles a challenge only once)."""
        expired = await self._store.settle(int(timer.key), ChallengeStatus.EXPIRED)
        if expired is not None and self._announce_expiry is not None:
            await self._announce_expiry(expired)

    async def _pending(self, challenge_id: int) -> Challenge:
        challenge = await self.get(challenge_id)
        if challenge.status is not ChallengeStatus.PENDING:
            raise Conflict(f"this challenge was already {challenge.status.value}")
        if self._clock() >= challenge.expires_at:
            # An answer that beats the timer to an overdue challenge: the challenge
            # expires here, unannounced, and its timer has nothing left to do.
            await self._store.settle(challenge.id, ChallengeStatus.EXPIRED)
            await self._scheduler.cancel(EXPIRY, str(challenge.id))
            raise Conflict("this challenge has expired")
        return challenge

    async def _settle(self, challenge: Challenge, status: ChallengeStatus) -> Challenge:
        settled = await self._store.settle(challenge.id, status)
        if settled is None:
            raise Conflict("someone answered this challenge first")
        await self._scheduler.cancel(EXPIRY, str(challenge.id))
        return settled
