"""Rematches: after a match, either player offers another one and the other accepts.

The new match keeps the game and the time control; who sits where and with which
options is the game's ruling (`Game.rematch`): by default the players swap seats, so
the other one moves first; the card game keeps the seats and lets the loser start. A
match whose deal its options fixed (a tournament's duplicate deal, shown in full once
the match is over) gets no rematch: the same cards would be no secret.
Accepting is two steps, like a challenge, because the caller opens the new match's
thread in between; the offer is settled in the new match's own transaction, so it is
never used up without a match to show for it. The computer accepts at once: the
caller starts the rematch right after the offer, with the computer's own step (its
level) in the same transaction (`ComputerService.rematch_seat`).
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from typing import Any

from bot.clocks.keeper import ClockKeeper
from bot.core.errors import Conflict, NotFound, NotPermitted
from bot.core.matches import MatchService
from bot.core.records import Match, MatchStatus, Seat
from bot.play.storage.offer_store import Offer, OfferKind, OfferStore
from games import Game


def rematch_terms(game: Game, old: Match) -> tuple[dict[Seat, int], dict[str, Any]]:
    """The seats and options of the rematch of `old`, as the game rules them
    (`Game.rematch`)."""
    winner = None if old.result is None else old.result.winner
    terms = game.rematch(old.options, old.seed, winner)
    seats = dict(old.seats)
    if terms.swap_seats:
        first, second = game.seats
        seats = {first: old.seats[second], second: old.seats[first]}
    return seats, terms.options.to_json()


class Rematches:
    def __init__(
        self, offers: OfferStore, matches: MatchService, keeper: ClockKeeper, rng: random.Random
    ) -> None:
        self._offers = offers
        self._matches = matches
        self._keeper = keeper
        self._rng = rng

    async def offer(self, match_id: int, user_id: int) -> Offer:
        match = self._finished(await self._matches.get(match_id))
        seat = match.seat_of(user_id)
        if seat is None:
            raise NotPermitted("play-rematch-players-only")
        game = self._matches.game(match)
        if game.options_decide_hidden(rematch_terms(game, match)[1]):
            raise Conflict("play-rematch-round-deal")
        offer = Offer(match_id, OfferKind.REMATCH, seat, len(match.moves))
        await self._offers.put(offer)
        return offer

    async def accept(self, match_id: int, user_id: int, channel_id: int) -> Match:
        """The old match to rematch, if `user_id` may accept the standing offer (in
        the match's channel); nothing changes until `start`."""
        match = self._finished(await self._matches.in_place(match_id, channel_id))
        offer = await self._offers.get(match_id, OfferKind.REMATCH)
        if offer is None:
            raise NotFound("play-rematch-no-offer")
        seat = match.seat_of(user_id)
        if seat is None or seat == offer.seat:
            raise NotPermitted("play-rematch-not-yours")
        return match

    async def start(
        self,
        old: Match,
        channel_id: int,
        also: Callable[[Match], Awaitable[None]] | None = None,
    ) -> Match:
        """Create the rematch of `old` in `channel_id`, with the old time control, and
        settle the offer (and run `also`) in the same transaction."""

        async def settle(new: Match) -> None:
            if await self._offers.take(old.id, OfferKind.REMATCH) is None:
                raise Conflict("play-rematch-answered")
            if also is not None:
                await also(new)

        game = self._matches.game(old)
        seats, options = rematch_terms(game, old)
        control = await self._keeper.control_of(old)
        return await self._matches.create_match(
            old.guild_id,
            channel_id,
            old.game_id,
            options,
            self._rng.randrange(2**31),
            seats,
            origin="rematch",
            time_control=None if control is None else str(control),
            also=settle,
        )

    @staticmethod
    def _finished(match: Match) -> Match:
        if match.status is not MatchStatus.FINISHED:
            raise Conflict("play-rematch-not-finished")
        return match
