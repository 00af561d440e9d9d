"""Reviewing a finished match: which match, whether it may be reviewed yet, and its
review, computed once in the computer's worker processes and kept.

A review names the moves the engine preferred, and in the card game those are cards a
player held, so only a finished match is reviewed: its moves and seed are then open to
anyone (`/match history` hands out the file that replays them). A tournament's match
waits for the whole tournament, whose other tables may still play the same deal, and
whose players should not study an opponent's games mid-event.

The search takes seconds (`ai.review`), so it never runs on the event loop: it runs in
the computer's own niced workers (`ThinkingPool.run`), never in the boards' pool, which
it would hold up, and in slices of a few positions, so a computer's turn queued behind
it waits for a slice, not for the whole review. Two members asking at once in one
process wait for one search; two processes that both compute keep the first review
stored, which is the same anyway.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from ai.review import Review, assemble, judge
from bot.core.errors import Conflict
from bot.core.keyed_locks import KeyedLocks
from bot.core.matches import MatchService
from bot.core.records import Match, MatchStatus
from bot.review.storage.review_store import SqlReviewStore

Runner = Callable[..., Awaitable[Any]]
"""How a job runs in a worker process: `await run(job, *args)`."""

SLICE = 10
"""Positions searched per job: the computer's own searches, queued in the same workers,
wait for a slice (a second or so) rather than for a whole review."""
UNDERWAY = frozenset({"registration", "running"})
"""Tournament statuses before its end (a cancelled one has ended too)."""


@dataclass(frozen=True, slots=True)
class Reviewed:
    """A match and its review."""

    match: Match
    review: Review


class ReviewService:
    def __init__(self, matches: MatchService, store: SqlReviewStore, run: Runner) -> None:
        self._matches = matches
        self._store = store
        self._run = run
        self._locks = KeyedLocks()

    async def in_place(self, channel_id: int, guild_id: int, match_id: int | None) -> Reviewed:
        """The review of match `match_id` of this server, or of the channel's latest."""
        if match_id is None:
            match = await self._matches.latest_in_channel(channel_id)
        else:
            match = await self._matches.in_server(match_id, guild_id)
        return Reviewed(match, await self.review(match))

    async def kept(self, match: Match) -> Review | None:
        """The stored review of `match`, None while nobody asked for it yet (it is never
        searched here); refused (`Conflict`) while the match, or the tournament it was
        played for, goes on."""
        if match.status is not MatchStatus.FINISHED:
            raise Conflict("review-not-finished")
        if match.origin == "tournament":
            status = await self._store.tournament_status(match.id)
            if status is None or status in UNDERWAY:
                raise Conflict("review-tournament-underway")
        return await self._store.get(match.id)

    async def review(self, match: Match) -> Review:
        """The review of `match`, searched on the first request and kept; the same
        refusals as `kept`."""
        kept = await self.kept(match)
        if kept is not None:
            return kept
        async with self._locks(match.id):
            kept = await self._store.get(match.id)
            if kept is None:
                kept = await self._searched(match)
                await self._store.put(match.id, kept)
        return kept

    async def _searched(self, match: Match) -> Review:
        """The review of `match`, searched a `SLICE` of positions per job."""
        moves = tuple(match.moves)
        judged = []
        for start in range(0, len(moves) + 1, SLICE):
            plies = range(start, min(start + SLICE, len(moves) + 1))
            judged += await self._run(
                judge, match.game_id, dict(match.options), match.seed, moves, plies
            )
        return assemble(match.game_id, moves, judged)

    async def page_data(self, match: Match, *, search: bool = True) -> dict[str, Any] | None:
        """The review of `match` as plain JSON values, for a page (`review_data`);
        without `search`, only a review already kept (None if there is none), so a
        page never waits for seconds of search. The same refusals as `kept`."""
        reviewed = await (self.review(match) if search else self.kept(match))
        return None if reviewed is None else review_data(reviewed)


def review_data(reviewed: Review) -> dict[str, Any]:
    """A review as a page reads it: each ply's mover, move played, the engine's preferred
    move, the mover's chances before and after and the swing; the graph's points
    (`advantage`, the first seat's edge from -1 to 1, one more than the plies: the
    start, then after each ply) and the plies of the biggest swings (`swings`, indices
    into `plies`)."""
    data = reviewed.to_data()
    for ply, judged in zip(data["plies"], reviewed.plies, strict=True):
        ply["number"] = judged.number
        ply["swing"] = judged.swing
    data["advantage"] = list(reviewed.advantage())
    data["swings"] = list(reviewed.swings())
    return data
