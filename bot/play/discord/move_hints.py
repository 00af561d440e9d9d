"""`/move`'s autocomplete in words: the legal moves as choices, led by one line saying
why when there is nothing legal to offer for what was typed (`bot/core/suggestions.py`).

A choice is plain text of at most 100 characters (name and value alike), and a member
may pick and send the explanation line as if it were a move. So its value is not a
move of any game but `HINT` and the reason's code, which `/move` answers privately with
the explanation itself (`explain_picked`), never with a refusal of the notation.
"""

from __future__ import annotations

from collections.abc import Callable

from discord import app_commands

from bot.core.quoting import excerpt
from bot.core.suggestions import CHOICE_TEXT, CHOICES, Suggestions, Why
from i18n import Words

HINT = "?"
"""How an explanation's value begins; no move of any game does."""
CHANNEL_NAME_LIMIT = 60
"""How much of a channel's name (up to 100 characters) an explanation quotes."""
WORDS = {
    Why.NO_MATCH: "play-hint-no-match",
    Why.ELSEWHERE: "play-hint-elsewhere",
    Why.MANY_ELSEWHERE: "play-hint-many-elsewhere",
    Why.WATCHING: "play-hint-watching",
    Why.NOT_YOUR_TURN: "play-hint-not-your-turn",
}
"""The catalogue message of each reason; a refusal is the engine's own message."""

ChannelName = Callable[[int], str | None]
"""The name of a channel of the server, None when this process does not know it."""


def hint_choices(
    suggestions: Suggestions, said: Words, channel_name: ChannelName
) -> list[app_commands.Choice[str]]:
    """The choices autocomplete answers: the explanation first, if any, then moves."""
    moves = [
        app_commands.Choice(name=move, value=move)
        for move in suggestions.moves
        if len(move) <= CHOICE_TEXT
    ]
    why, line = suggestions.why, explanation(suggestions, said, channel_name)
    if why is None or line is None:
        return moves[:CHOICES]
    hint = app_commands.Choice(name=excerpt(line, CHOICE_TEXT), value=HINT + why)
    return [hint, *moves][:CHOICES]


def explanation(suggestions: Suggestions, said: Words, channel_name: ChannelName) -> str | None:
    """Why `suggestions` hold no move (or not the one typed), in the reader's words."""
    why = suggestions.why
    if why is None:
        return None
    if why is Why.REFUSED and suggestions.refusal is not None:
        rule = said(suggestions.refusal)
        return rule[:1].upper() + rule[1:]
    if why is Why.ELSEWHERE:
        name = channel_name(suggestions.channels[0])
        if name is None:
            why = Why.MANY_ELSEWHERE
        else:
            return said(WORDS[why], channel=excerpt(name, CHANNEL_NAME_LIMIT))
    return said(WORDS[why], seat=suggestions.seat or "")


def is_hint(notation: str) -> bool:
    """Whether `/move` was sent an explanation line's value rather than a move."""
    return notation.startswith(HINT)


def explain_picked(suggestions: Suggestions, said: Words, channel_name: ChannelName) -> str:
    """The private answer to an explanation line sent as a move: the explanation as it
    stands now, or, when the member may move now, how to see their moves."""
    return explanation(suggestions, said, channel_name) or said("play-hint-picked")
