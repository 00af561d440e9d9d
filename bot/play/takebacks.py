"""Takebacks: a player asks to undo their own last move, and only the opponent's yes
undoes it.

The offer records how many moves were on record when it was made, so an answer can
only ever remove that move: once anything else has been played, the offer has lapsed.
The move disappears from the log and the position goes back to where the other moves
lead; the player who took it back starts a fresh turn, and neither side is charged
for the undone turn beyond what the mover's reserve already paid (the clocks do that
inside the takeback's own transaction).

A move that a premove answered in its own transaction (`bot/premoves/`) counts as still
the last move of its player: a takeback of it takes the answer back with it, and the
answer's owner gets that branch of their tree back.

Games with hidden information refuse takebacks outright: undoing a card game's move would
put the card just drawn back on top of the deck, where its owner knows it waits.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bot.core.errors import Conflict, NotFound, NotPermitted
from bot.core.matches import MatchService
from bot.core.records import Match, MoveRecord
from bot.play.storage.offer_store import Offer, OfferKind, OfferStore

ElsewhereRule = Callable[[Match], str | None]
"""Why takebacks in `match` go another way (against the computer), or None."""
AnsweredRule = Callable[[int, int], Awaitable[bool]]
"""Whether move `number` of match `match_id` was a premove's answer to the move before."""


async def _never_answered(_match_id: int, _number: int) -> bool:
    return False


class Takebacks:
    def __init__(
        self,
        offers: OfferStore,
        matches: MatchService,
        elsewhere: ElsewhereRule | None = None,
        answered: AnsweredRule = _never_answered,
    ) -> None:
        """Requests in the matches `elsewhere` names are refused, with its reason; a
        move that `answered` says a premove answered is taken back with its answer."""
        self._offers = offers
        self._matches = matches
        self._answered = answered
        self._elsewhere = elsewhere

    async def request(self, match_id: int, user_id: int) -> Offer:
        match = await self._ongoing(match_id)
        referred = self._elsewhere(match) if self._elsewhere is not None else None
        if referred is not None:
            raise NotPermitted(referred)
        seat = match.seat_of(user_id)
        if seat is None:
            raise NotPermitted("match-not-a-player")
        game = self._matches.game(match)
        if game.hidden_information:
            raise NotPermitted("play-takeback-hidden-cards", game=game.title)
        log = await self._matches.move_log(match_id)
        if not log or (log[-1].seat != seat and not await self._answered_own(match_id, log, seat)):
            raise NotPermitted("play-takeback-own-move-only")
        offer = Offer(match_id, OfferKind.TAKEBACK, seat, len(log))
        await self._offers.put(offer)
        return offer

    async def answer(self, match_id: int, user_id: int, channel_id: int, *, accept: bool) -> Match:
        """The opponent's answer, given in the match's channel; returns the match as it
        stands afterwards."""
        match = await self._matches.in_place(match_id, channel_id)
        if not match.is_ongoing:
            raise Conflict("play-takeback-match-over")
        offer = await self._offers.get(match_id, OfferKind.TAKEBACK)
        if offer is None:
            raise NotFound("play-takeback-no-request")
        seat = match.seat_of(user_id)
        if seat is None or seat == offer.seat:
            raise NotPermitted("play-takeback-not-yours")
        if not accept:
            await self._settle(match)
            return match
        log = await self._matches.move_log(match_id)
        plies = 1 if not log or log[-1].seat == offer.seat else 2
        try:
            return await self._matches.take_back_last_move(
                match_id, offer.ply, plies=plies, also=self._settle
            )
        except Conflict:
            if await self._offers.get(match_id, OfferKind.TAKEBACK) is None:
                # Another answer took the request (and its move) while this one waited.
                raise Conflict("play-takeback-answered") from None
            raise

    async def _answered_own(self, match_id: int, log: list[MoveRecord], seat: str) -> bool:
        """Whether the last move was a premove's answer to `seat`'s move."""
        return len(log) >= 2 and log[-2].seat == seat and await self._answered(match_id, len(log))

    async def _settle(self, match: Match) -> None:
        """Withdraw the answered request; someone else's answer landing first refuses
        this one (inside the takeback's transaction, undoing it)."""
        if await self._offers.take(match.id, OfferKind.TAKEBACK) is None:
            raise Conflict("play-takeback-answered")

    async def _ongoing(self, match_id: int) -> Match:
        match = await self._matches.get(match_id)
        if not match.is_ongoing:
            raise Conflict("play-takeback-match-over")
        return match
