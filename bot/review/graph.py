"""A review's graph in a reader's language: the words `render.review_graph` draws, and
the picture itself, drawn in the boards' worker processes (transport-free, so a chat
post and a web page get the same picture)."""

from __future__ import annotations

import games
from ai.review import Ply, Review
from bot.core.worker_pool import run_off_loop
from games.contract import seat_name
from i18n import Words
from render.review_graph import GraphWords, review_graph


def graph_words(match_id: int, review: Review, said: Words) -> GraphWords:
    """The title, the two sides' labels, the axis and one line per marked swing."""
    first, second = games.get(review.game_id).seats
    return GraphWords(
        locale=said.locale,
        title=said("review-title", match=str(match_id)),
        first_ahead=said("review-ahead", seat=seat_name(review.game_id, first)),
        second_ahead=said("review-ahead", seat=seat_name(review.game_id, second)),
        plies=said("review-plies"),
        marks=tuple(_swing(review.game_id, review.plies[index], said) for index in review.swings()),
    )


def _swing(game_id: str, ply: Ply, said: Words) -> str:
    """What was played and what the computer preferred, or that it agreed."""
    if ply.played == ply.preferred:
        return said(
            "review-swing-agreed",
            number=ply.number,
            seat=seat_name(game_id, ply.mover),
            played=ply.played,
        )
    return said(
        "review-swing",
        number=ply.number,
        seat=seat_name(game_id, ply.mover),
        played=ply.played,
        preferred=ply.preferred,
    )


async def graph_png(match_id: int, review: Review, said: Words) -> bytes:
    """The graph of `review` of match `match_id` as PNG bytes, worded by `said`."""
    return await run_off_loop(
        review_graph, review.advantage(), review.swings(), graph_words(match_id, review, said)
    )
