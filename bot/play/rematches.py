"""Rematches: after a match, either player offers another one and the other accepts.

The new match keeps the game, its options and the time control, and gives the other
player the first move: seats are swapped, except in the card game, where the seats
stay and the loser starts (`first=`); after a drawn card game, whoever did not start
last time starts. Accepting is two steps, like a challenge, because the caller opens
the new match's thread in between; the offer is settled in the new match's own
transaction, so it is never used up without a match to show for it.
"""

from __future__ import annotations

import random
from typing import Any

from bot.clocks.keeper import ClockKeeper
from bot.core.errors import Conflict, NotFound, NotPermitted
from bot.core.matches import MatchService
from bot.core.records import Match, MatchStatus, Seat
from bot.play.offer_store import Offer, OfferKind, OfferStore
from games import Game

LOSER_STARTS = "domination-cards"


def rematch_terms(game: Game, old: Match) -> tuple[dict[Seat, int], dict[str, Any]]:
    """The seats and options of the rematch of `old` (see the module doc)."""
    options = dict(old.options)
    if game.id != LOSER_STARTS:
        first, second = game.seats
        return {first: old.seats[second], second: old.seats[first]}, options
    winner = None if old.result is None else old.result.winner
    if winner is None:
        started = game.new(game.options(old.options), old.seed).to_move
        options["first"] = _other(game.seats, started)
    else:
        options["first"] = _other(game.seats, winner)
    return dict(old.seats), options


def _other(seats: tuple[Seat, ...], seat: Seat) -> Seat:
    return next(other for other in seats if other != seat)


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
            raise NotPermitted("only the players of a match can offer a rematch")
        offer = Offer(match_id, OfferKind.REMATCH, seat, len(match.moves))
        await self._offers.put(offer)
        return offer

    async def accept(self, match_id: int, user_id: int, channel_id: int) -> Match:
        """The old match to rematch, if `user_id` may accept the standing offer (in
        the match's channel); nothing changes until `start`."""
        match = self._finished(await self._matches.in_place(match_id, channel_id))
        offer = await self._offers.get(match_id, OfferKind.REMATCH)
        if offer is None:
            raise NotFound("there is no rematch offer to accept")
        seat = match.seat_of(user_id)
        if seat is None or seat == offer.seat:
            raise NotPermitted("only the other player can accept this rematch")
        return match

    async def start(self, old: Match, channel_id: int) -> Match:
        """Create the rematch of `old` in `channel_id`, with the old time control, and
        settle the offer in the same transaction."""

        async def settle(_new: Match) -> None:
            if await self._offers.take(old.id, OfferKind.REMATCH) is None:
                raise Conflict("this rematch offer was already answered")

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
            raise Conflict("a rematch can follow only a finished match")
        return match
