"""The page's facts in the reader's words, as the JSON the page's script reads.

Only what is written here reaches a visitor: never the match's seed, options or
members, never a hand but a private viewer's own (`hand` is only set for them).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from ai.review import Review
from bot.clocks.clock_line import clock_line
from bot.core.records import MatchStatus
from bot.core.results import result_reason
from bot.review.graph import graph_words
from bot.web.pages import PageFacts
from bot.web.ply_picture import PlyWords
from i18n import Message, Words, words
from render.status import seat_title

LABELS = (
    "web-moves",
    "web-start",
    "web-first",
    "web-previous",
    "web-next",
    "web-last",
    "web-position",
    "web-board",
    "web-table-where",
    "web-table-what",
    "web-history",
    "web-your-hand",
    "web-review",
    "web-keys",
)
"""The page's fixed words, sent with its facts in the match's language."""


def page_json(facts: PageFacts, now: datetime) -> dict[str, Any]:
    said = words(facts.locale)
    return {
        "locale": facts.locale,
        "version": facts.version,
        "title": said(f"command-choice-{facts.game_id}"),
        "status": _status(facts, said),
        "clock": None if facts.clock is None else clock_line(facts.match, facts.clock, now, said),
        "moves": list(facts.moves),
        "ply": len(facts.moves),
        "viewer": None if facts.viewer is None else said(seat_title(facts.viewer)),
        "history": facts.history_ready,
        "words": {label.removeprefix("web-"): said(label) for label in LABELS},
    }


def ply_json(
    shown: PlyWords, ply: int, moves: tuple[str, ...], locale: str, key: str
) -> dict[str, Any]:
    """Position `ply`'s words, and its images' addresses under its key (kept for good
    by the browser: `PageService.position_key`)."""
    said = words(locale)
    heading = (
        said("web-start")
        if ply == 0
        else said(Message("web-after-move", ply=ply, move=moves[ply - 1]))
    )
    return {
        "ply": ply,
        "heading": heading,
        "description": shown.description,
        "rows": [list(row) for row in shown.rows],
        "hand": shown.hand,
        "board": f"ply/{ply}.png?k={key}",
        "hand_image": None if shown.hand is None else f"ply/{ply}/hand.png?k={key}",
    }


def review_json(review: dict[str, Any], match_id: int, locale: str) -> dict[str, Any]:
    """The stored review (`ReviewSource`'s JSON) with the words its graph carries in the
    page's language, as `/match review`'s picture says them: the title, the two sides,
    the axis, and one line per marked swing (the move played and the engine's choice),
    which the page lists as the graph's text alternative."""
    worded = graph_words(match_id, Review.from_data(review), words(locale))
    return {
        **review,
        "words": {
            "title": worded.title,
            "first_ahead": worded.first_ahead,
            "second_ahead": worded.second_ahead,
            "plies": worded.plies,
            "marks": list(worded.marks),
        },
    }


def _status(facts: PageFacts, said: Words) -> str:
    if facts.status is MatchStatus.ONGOING:
        return said(Message("web-to-move", seat=seat_title(facts.to_move or facts.seats[0])))
    reason = said(result_reason(facts.match))
    if facts.status is MatchStatus.ABORTED:
        return said(Message("web-result-aborted", reason=reason))
    winner = None if facts.result is None else facts.result.winner
    if winner is None:
        return said(Message("web-result-draw", reason=reason))
    return said(Message("web-result-win", seat=seat_title(winner), reason=reason))
