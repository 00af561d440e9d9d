"""The board message: image, what just happened, and whose turn it is (or the result).

Rendering is CPU work, so it never runs on the event loop: in the bot's worker pool
(`worker_pool.run_off_loop`), from plain data (`render_worker.Drawing`).

Every board carries an "Open in browser" link to its match's page where the match has
one (`bot/web/`): the bot installs what finds the address (`link_pages`) as it installs
its worker pool, so no caller of `board_post` has to know of pages.
"""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

import games
from bot.core.discord.hand_button import ShowHand
from bot.core.discord.players import member
from bot.core.keyed_locks import KeyedLocks
from bot.core.records import Match, MatchStatus
from bot.core.render_worker import draw, drawing_of
from bot.core.results import result_reason
from bot.core.worker_pool import run_off_loop
from games import Seat, State
from i18n import Words, words


@dataclass(frozen=True, slots=True)
class BoardPost:
    """A rendered board message, sendable any number of times (a retry needs a fresh
    file object, since sending consumes one), in the language `locale` (its button's
    label too)."""

    content: str
    png: bytes
    alt_text: str
    hand_of_match: int | None
    locale: str
    page_url: str | None = None
    """The match's page, linked by a button (None: pages are off)."""

    def send_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for `send` on a channel or a followup."""
        kwargs: dict[str, Any] = {
            "content": self.content,
            "file": discord.File(
                io.BytesIO(self.png), filename="board.png", description=self.alt_text[:1024]
            ),
            "allowed_mentions": discord.AllowedMentions(users=True),
        }
        view = discord.ui.View(timeout=None)
        if self.hand_of_match is not None:
            view.add_item(ShowHand(self.hand_of_match, words(self.locale)))
        if self.page_url is not None:
            label = words(self.locale)("web-open-in-browser")
            view.add_item(discord.ui.Button(label=label, url=self.page_url))
        if view.children:
            kwargs["view"] = view
        return kwargs


PageLink = Callable[[Match], Awaitable[str | None]]
"""The address of a match's page, or None where it has none."""

_page_link: PageLink | None = None


def link_pages(page_link: PageLink | None) -> None:
    """Make every board from now on link to its match's page (None: no links)."""
    global _page_link  # noqa: PLW0603 (installed once by the bot, as its worker pool is)
    _page_link = page_link


async def board_post(
    match: Match,
    state: State,
    headline: str,
    notes: Sequence[str] = (),
    *,
    said: Words,
    viewer: Seat | None = None,
) -> BoardPost:
    """The board of `match` at `state` in the words `said` (the channel's for a public
    post, the member's for a private one; required, so no board falls back to English
    because its caller forgot whose it is): `headline`, the status line, then `notes`
    (lines other features add, see `BoardroomBot.board_notes`). `viewer` draws it from
    a player's side, for a message only that player sees."""
    png, alt = await _drawn(match, viewer, said.locale)
    with_hand = match.is_ongoing and has_private_hands(state)
    return BoardPost(
        content="\n".join(
            [headline, status_line(match, state, said), *seats_explained(match, said), *notes]
        ),
        png=png,
        alt_text=alt,
        hand_of_match=match.id if with_hand else None,
        locale=said.locale,
        page_url=None if _page_link is None else await _page_link(match),
    )


def has_private_hands(state: State) -> bool:
    """Whether players see more than spectators (the card game's hands)."""
    return games.get(state.game_id).hidden_information


def seats_explained(match: Match, said: Words) -> list[str]:
    """On a match's first board, what its seats mean, for a game whose seat names say
    little (the card game's H and V): its `match-seats-<game>` message, where it has
    one."""
    if match.moves or not match.is_ongoing:
        return []
    message_id = f"match-seats-{match.game_id}"
    explained = said(message_id)
    return [] if explained == message_id else [explained]


def status_line(match: Match, state: State, said: Words) -> str:
    """Who is to move, or how the match ended."""
    if match.status is MatchStatus.ONGOING:
        seat = state.to_move
        assert seat is not None, "an ongoing match's game is not over"
        return said(
            "match-to-move", player=member(match.seats[seat], said), seat=match.seat_name(seat)
        )
    assert match.result is not None
    reason = said(result_reason(match))
    if match.status is MatchStatus.ABORTED:
        return said("match-result-aborted", reason=reason)
    winner = match.result.winner
    if winner is None:
        return said("match-result-draw", reason=reason)
    return said(
        "match-result-win",
        player=member(match.seats[winner], said),
        seat=match.seat_name(winner),
        reason=reason,
    )


def players_text(match: Match, said: Words) -> str:
    """'<@1> (Dark) vs <@2> (Light)': the two players of `match` and their seats."""
    (first_seat, first), (second_seat, second) = match.seats.items()
    return said(
        "match-players",
        first=member(first, said),
        first_seat=match.seat_name(first_seat),
        second=member(second, said),
        second_seat=match.seat_name(second_seat),
    )


async def _drawn(match: Match, viewer: Seat | None, locale: str) -> tuple[bytes, str]:
    """The image and description of `match` as it stands, their text in `locale`. A
    worker draws it from the move log (its own cache plays only the new moves), so the
    board shows the last move and the move number even where the bot's state was read
    from the stored position, which knows neither."""
    async with _in_turn(match.id):
        return await run_off_loop(draw, drawing_of(match, viewer, locale))


_in_turn = KeyedLocks()
"""Boards of one match come out of the pool in the order they went in: two workers
could otherwise finish a reply's board (its state cached there) before the board of
the move it answers, and the channel would end on the older position."""
