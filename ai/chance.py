"""Scores into chances: how the engines' own units (hundredths of a man, of an action,
units on the board) become a chance of winning in [0, 1], a half being level.

A logistic curve with one scale per game does it, so a chance means the same in every
game: the bot's thresholds (take a draw, resign) and a review's graph read it alike. A
search's score beyond `ai.negamax.WON` is a forced result, certain either way.
"""

from __future__ import annotations

import math

from ai.negamax import WON


def logistic(score: float, scale: float) -> float:
    """The chance a static `score` is worth: `scale` ahead is about two to one."""
    return 1 / (1 + math.exp(-score / scale))


def searched(score: int, scale: float) -> float:
    """The chance an alpha-beta `score` is worth: a forced win or loss is certain."""
    if abs(score) >= WON:
        return float(score > 0)
    return logistic(score, scale)
