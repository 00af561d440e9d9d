"""The match page as a use case: what a page token (or a player's private link) opens,
and the facts its page shows. Transport-free: the HTTP layer words the facts
(`http/presenter.py`), the Discord side asks for links.

A page is always the spectator's view unless opened through a player's private link:
no fact here carries a seed, an option (the card game's deck order is one), or a hand
other than the private viewer's own.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.clocks.keeper import ClockKeeper
from bot.clocks.model import Clock
from bot.core.errors import NotFound, NotPermitted
from bot.core.matches import MatchService
from bot.core.records import Match, MatchResult, MatchStatus, Seat
from bot.core.render_worker import Drawing, ending
from bot.core.worker_pool import run_off_loop
from bot.languages.service import LanguageService
from bot.play.export import export_text
from bot.web.ply_picture import PlyPicture, draw_ply
from bot.web.private_links import PrivateLinks
from bot.web.storage.page_store import SqlPageStore

Place = Callable[[Match], Awaitable[tuple[int | None, str | None]]]
"""Where a match's posts are read, as the Discord side knows it: the channel whose
language choice applies (a thread's parent) and the server's Discord locale."""

PICTURES_KEPT = 512
"""Positions kept drawn in this process: a position never changes once played, so
a hundred visitors rewinding one match ask the pool once per position."""


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
        clocks: ClockKeeper,
        languages: LanguageService,
        public_url: str | None,
    ) -> None:
        self._store = store
        self.links = links
        self._matches = matches
        self._clocks = clocks
        self._languages = languages
        self.public_url = public_url.rstrip("/") if public_url else None
        self._place: Place = _nowhere
        self._pictures: OrderedDict[tuple[object, ...], PlyPicture] = OrderedDict()

    def locate_with(self, place: Place) -> None:
        """How to find a match's channel and server language (the Discord side's)."""
        self._place = place

    # ---------------------------------------------------------------- links

    async def page_link(self, match: Match) -> str | None:
        """The address of `match`'s page, or None: pages off for the bot (no public
        address) or for the match's server."""
        if self.public_url is None or not await self._store.pages_on(match.guild_id):
            return None
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
        return f"{self.public_url}/p/{await self.links.issue(match.id, user_id)}"

    async def pages_on(self, guild_id: int) -> bool:
        return await self._store.pages_on(guild_id)

    async def set_pages_on(self, guild_id: int, on: bool) -> None:
        await self._store.set_pages_on(guild_id, on)

    # ---------------------------------------------------------------- opening

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
            clock=await self._clocks.clock(match) if match.is_ongoing else None,
            locale=await self.locale(opened),
            viewer=opened.viewer,
            history_ready=await self._history_ready(match),
        )

    async def locale(self, opened: Opened) -> str:
        """The language of the match's page: its channel's posts' (the channel's choice,
        the server's, or the server's Discord language)."""
        channel_id, server_locale = await self._place(opened.match)
        reading = await self._languages.reading(opened.match.guild_id, channel_id, server_locale)
        return reading.locale

    async def picture(self, opened: Opened, ply: int, locale: str) -> PlyPicture | None:
        """Position `ply` (0: the start) of the match as the visitor may see it, or None
        past its last move. Drawn in the worker pool, kept once drawn."""
        match = opened.match
        if not 0 <= ply <= len(match.moves):
            return None
        final = ending(match) if ply == len(match.moves) else None
        key = (match.id, hash(match.moves[:ply]), opened.viewer, locale, repr(final))
        kept = self._pictures.get(key)
        if kept is None:
            drawing = Drawing(
                match.game_id,
                dict(match.options),
                match.seed,
                match.moves[:ply],
                opened.viewer,
                locale,
                final,
            )
            kept = await run_off_loop(draw_ply, drawing)
            self._pictures[key] = kept
            while len(self._pictures) > PICTURES_KEPT:
                self._pictures.popitem(last=False)
        self._pictures.move_to_end(key)
        return kept

    async def history(self, opened: Opened) -> str | None:
        """The history file (`/match history`'s), or None while it would tell a secret."""
        match = opened.match
        if not await self._history_ready(match):
            return None
        return export_text(match, self._matches.game(match))

    async def _history_ready(self, match: Match) -> bool:
        return not match.is_ongoing and not await self._matches.deal_still_played(match)
