"""The match page as a use case: what a page token (or a player's private link) opens,
and the facts its page shows. Transport-free: the HTTP layer words the facts
(`http/presenter.py`), the Discord side asks for links.

A page is always the spectator's view unless opened through a player's private link:
no fact here carries a seed, an option (the card game's deck order is one), or a hand
other than the private viewer's own.
"""

from __future__ import annotations

import asyncio
import hashlib
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from bot.clocks.model import Clock
from bot.clocks.storage.clock_store import ClockStore
from bot.core.cores import core_count
from bot.core.errors import NotFound, NotPermitted
from bot.core.matches import MatchService
from bot.core.records import Match, MatchResult, MatchStatus, Seat
from bot.core.render_worker import Drawing, ending
from bot.core.worker_pool import run_off_loop
from bot.languages.service import LanguageService
from bot.play.export import export_text
from bot.web.ply_picture import PlyWords, describe_ply, draw_board, draw_own_hand
from bot.web.private_links import PrivateLinks
from bot.web.shared_jobs import SharedJobs
from bot.web.storage.page_store import SqlPageStore

Place = Callable[[Match], Awaitable[tuple[int | None, str | None]]]
"""Where a match's posts are read, as the Discord side knows it: the channel whose
language choice applies (a thread's parent) and the server's Discord locale. The
process posting a match's boards records it with the match's link (`page_link`), and
every page reads it from the database: the page process has no Discord of its own."""
PLACES_KEPT = 10_000
"""Matches whose recorded place this process remembers, so a board post writes it only
when it changed (a few dozen bytes each); as many pages' languages are remembered
(`locale_seconds`)."""

WORDS_KEPT = 4096
"""Positions' words kept in this process (a few kilobytes each): a position never
changes once played, so a hundred visitors rewinding one match ask the pool once."""
IMAGES_KEPT = 256
"""Images kept (tens of kilobytes each); browsers keep them too (`position_key`)."""
IMAGE_WORKERS = max(1, core_count() - 1)
"""Workers of the pool the pages' images may hold at once: a move watched on five
hundred matches asks for five hundred images (about 10 ms each), and queued first they
would hold up the positions' words (a millisecond) that bring the move to every page,
and the boards the bot posts. Images wait their turn for these slots instead."""


@dataclass(frozen=True, slots=True)
class Opened:
    """A match as one visitor may see it: `viewer` is the private link's seat, or None
    for the spectator's page."""

    match: Match
    viewer: Seat | None = None


@dataclass(frozen=True, slots=True)
class PageFacts:
    """What the page states about its match. `match` is there for wording (a result's
    reason, the clock's seats); the presenter writes out only what is public."""

    match: Match
    version: int
    game_id: str
    seats: tuple[Seat, ...]
    moves: tuple[str, ...]
    to_move: Seat | None
    status: MatchStatus
    result: MatchResult | None
    clock: Clock | None
    locale: str
    viewer: Seat | None
    history_ready: bool
    """The history file may be downloaded: the match is over, and no other table
    still plays its deal."""


async def _nowhere(match: Match) -> tuple[int | None, str | None]:
    return match.channel_id, None


class PageService:
    def __init__(  # noqa: PLR0917 (collaborators, each needed)
        self,
        store: SqlPageStore,
        links: PrivateLinks,
        matches: MatchService,
        clocks: ClockStore,
        languages: LanguageService,
        public_url: str | None,
        *,
        locale_seconds: float = 0.0,
        ticks: Callable[[], float] = time.monotonic,
    ) -> None:
        """`locale_seconds`: how long a page's language, once read, is used again
        without reading it (0: read each time). The page process remembers it for a
        moment: it hears of no language choice (another process makes them), and the
        pages of a match that moved all ask for it at once."""
        self._store = store
        self.links = links
        self._matches = matches
        self._clocks = clocks
        self._languages = languages
        self.public_url = public_url.rstrip("/") if public_url else None
        self._place: Place = _nowhere
        self._placed: dict[int, tuple[int | None, str | None]] = {}
        """The place last recorded of each match by this process (`PLACES_KEPT`)."""
        self._locale_seconds = locale_seconds
        self._ticks = ticks
        self._locales: dict[int, tuple[str, float]] = {}
        """Each match's page language, and until when it is used without reading."""
        self._words: SharedJobs[PlyWords] = SharedJobs(WORDS_KEPT)
        self._boards: SharedJobs[bytes | None] = SharedJobs(IMAGES_KEPT)
        self._image_slots = asyncio.Semaphore(IMAGE_WORKERS)

    def locate_with(self, place: Place) -> None:
        """How to find a match's channel and server language (the Discord side's)."""
        self._place = place

    # ---------------------------------------------------------------- links

    async def page_link(self, match: Match) -> str | None:
        """The address of `match`'s page, or None: pages off for the bot (no public
        address) or for the match's server."""
        if self.public_url is None or not await self._store.pages_on(match.guild_id):
            return None
        await self._record_place(match)
        return f"{self.public_url}/m/{await self._store.token_of(match.id)}"

    async def private_link(self, match: Match, user_id: int, *, revoke: bool) -> str | None:
        """A new private link to `user_id`'s own view of `match` (after revoking every
        earlier one, if asked), or None where pages are off."""
        if match.seat_of(user_id) is None:
            raise NotPermitted("match-not-a-player")
        if revoke:
            await self.links.revoke(match.id, user_id)
        if self.public_url is None or not await self._store.pages_on(match.guild_id):
            return None
        await self._record_place(match)
        return f"{self.public_url}/p/{await self.links.issue(match.id, user_id)}"

    async def _record_place(self, match: Match) -> None:
        """Record where `match`'s page reads its language from, when it changed."""
        place = await self._place(match)
        if self._placed.get(match.id) == place:
            return
        await self._store.record_place(match.id, *place)
        self._placed[match.id] = place
        _bound(self._placed)

    async def pages_on(self, guild_id: int) -> bool:
        return await self._store.pages_on(guild_id)

    async def set_pages_on(self, guild_id: int, on: bool) -> None:
        await self._store.set_pages_on(guild_id, on)

    # ---------------------------------------------------------------- opening

    async def page_shown(self, token: str) -> bool:
        """Whether `token` opens a page: one read, without loading its match (the HTML
        of a page holds nothing of it; its script asks for the rest)."""
        entry = await self._store.opened_by(token)
        return entry is not None and entry.pages_on

    async def open_page(self, token: str) -> Opened | None:
        """The spectator's view `token` opens, or None (unknown, or pages off there)."""
        entry = await self._store.opened_by(token)
        if entry is None or not entry.pages_on:
            return None
        return Opened(await self._matches.get(entry.match_id))

    async def open_private(self, key: str) -> Opened | None:
        """The player's own view a private link opens, or None (forged, expired,
        revoked, not a player, or pages off there)."""
        granted = await self.links.opened_by(key)
        if granted is None:
            return None
        try:
            match = await self._matches.get(granted.match_id)
        except NotFound:
            return None
        seat = match.seat_of(granted.user_id)
        if seat is None or not await self._store.pages_on(match.guild_id):
            return None
        return Opened(match, seat)

    # ---------------------------------------------------------------- facts

    async def facts(self, opened: Opened) -> PageFacts:
        match = opened.match
        state = self._matches.state(match)
        return PageFacts(
            match=match,
            version=match.version,
            game_id=match.game_id,
            seats=tuple(match.seats),
            moves=match.moves,
            to_move=state.to_move if match.is_ongoing else None,
            status=match.status,
            result=match.result,
            clock=await self._clocks.get(match.id) if match.is_ongoing else None,
            locale=await self.locale(opened),
            viewer=opened.viewer,
            history_ready=await self._history_ready(match),
        )

    async def locale(self, opened: Opened) -> str:
        """The language of the match's page: its channel's posts' (the channel's choice,
        the server's, or the server's Discord language), at the place recorded with its
        link (before any: the match's channel, no server language)."""
        match = opened.match
        known = self._locales.get(match.id)
        if known is not None and known[1] > self._ticks():
            return known[0]
        place = await self._store.place(match.id)
        channel_id, server_locale = place or (match.channel_id, None)
        reading = await self._languages.reading(match.guild_id, channel_id, server_locale)
        if self._locale_seconds:
            self._locales[match.id] = (reading.locale, self._ticks() + self._locale_seconds)
            _bound(self._locales)
        return reading.locale

    def _drawing(self, opened: Opened, ply: int, locale: str) -> Drawing | None:
        """What a worker needs for position `ply` (0: the start) as the visitor may see
        it, or None past the match's last move."""
        match = opened.match
        if not 0 <= ply <= len(match.moves):
            return None
        final = ending(match) if ply == len(match.moves) else None
        return Drawing(
            match.game_id,
            dict(match.options),
            match.seed,
            match.moves[:ply],
            opened.viewer,
            locale,
            final,
        )

    def position_key(self, opened: Opened, ply: int, locale: str) -> str:
        """What position `ply` shows, as a short digest: its moves, the side and the
        language it is seen in and, at the last move, how the match ended. An image's
        address carries it, so a browser may keep the image for good: a takeback or an
        ending changes the key, never the picture under an old one."""
        drawing = self._drawing(opened, ply, locale)
        seen = repr(None if drawing is None else _key(opened, drawing))
        return hashlib.blake2b(seen.encode(), digest_size=8).hexdigest()

    async def words(self, opened: Opened, ply: int, locale: str) -> PlyWords | None:
        """The words of position `ply` (None past the last move), made in the worker
        pool once for every page that shows it."""
        drawing = self._drawing(opened, ply, locale)
        if drawing is None:
            return None
        return await self._words.get(
            _key(opened, drawing), partial(run_off_loop, describe_ply, drawing)
        )

    async def board(self, opened: Opened, ply: int, locale: str) -> bytes | None:
        """The board's image of position `ply` (None past the last move), drawn in the
        worker pool once for every page that shows it."""
        drawing = self._drawing(opened, ply, locale)
        if drawing is None:
            return None
        return await self._boards.get(
            _key(opened, drawing), partial(self._draw, draw_board, drawing)
        )

    async def hand(self, opened: Opened, ply: int, locale: str) -> bytes | None:
        """The private viewer's own hand at position `ply`, or None (a spectator, a game
        without hands, past the last move)."""
        drawing = self._drawing(opened, ply, locale)
        if drawing is None or drawing.viewer is None:
            return None
        return await self._boards.get(
            ("hand", *_key(opened, drawing)), partial(self._draw, draw_own_hand, drawing)
        )

    async def _draw(self, job: Callable[[Drawing], bytes | None], drawing: Drawing) -> bytes | None:
        async with self._image_slots:
            return await run_off_loop(job, drawing)

    async def history(self, opened: Opened) -> str | None:
        """The history file (`/match history`'s), or None while it would tell a secret."""
        match = opened.match
        if not await self._history_ready(match):
            return None
        return export_text(match, self._matches.game(match))

    async def _history_ready(self, match: Match) -> bool:
        return not match.is_ongoing and not await self._matches.deal_still_played(match)


def _bound(kept: dict[int, Any]) -> None:
    """Forget the oldest entries of `kept` beyond `PLACES_KEPT`."""
    while len(kept) > PLACES_KEPT:
        del kept[next(iter(kept))]


def _key(opened: Opened, drawing: Drawing) -> tuple[object, ...]:
    """What makes a position's words or images: the match, the moves up to it, the
    side it is seen from, the language, and the ending it states."""
    return (opened.match.id, drawing.moves, drawing.viewer, drawing.locale, repr(drawing.ending))
