"""What `/move`'s autocomplete offers a member: legal moves, and, when there is nothing
legal to offer for what they typed, why (as facts; `bot/play/discord/move_hints.py` words them).

An empty list is the one answer autocomplete must never give: Discord shows it as "No
options match", which tells a new member nothing. So text that matches no move gets the
legal moves instead, and a member who cannot move here learns why: no match here (and
where theirs is), only watching, not their turn, or a move the rules refuse.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from games import GameError, IllegalMove, State
from games.contract import SUGGEST_INPUT_LIMIT
from i18n.message import Message

CHOICES = 25
"""Discord shows at most 25 autocomplete choices."""
CHOICE_TEXT = 100
"""Discord's longest name, and longest value, of an autocomplete choice."""


class Why(StrEnum):
    """Why a member gets no move (or not the one typed); one choice line says it."""

    NO_MATCH = "no-match"
    """No match is played in this channel, and the member plays none elsewhere here."""
    ELSEWHERE = "elsewhere"
    """Not here, but the member's one ongoing match of this server is in `channels[0]`."""
    MANY_ELSEWHERE = "many-elsewhere"
    """Not here, but the member plays several matches elsewhere on this server."""
    WATCHING = "watching"
    """A match is played here, between others."""
    NOT_YOUR_TURN = "not-your-turn"
    """The member plays here, but `seat` is to move."""
    REFUSED = "refused"
    """What was typed reads as a move the rules forbid here (`refusal` says which rule:
    a capture is compulsory...); the legal moves follow."""


@dataclass(frozen=True, slots=True)
class Suggestions:
    moves: tuple[str, ...] = ()
    """Canonical notations of legal moves, best first."""
    why: Why | None = None
    seat: Message | None = None
    """The seat to move, as its readers name it, when it is not the member's turn."""
    refusal: Message | None = None
    channels: tuple[int, ...] = ()
    """The channels of the member's other ongoing matches on the server."""

    @property
    def not_playing_here(self) -> bool:
        """Whether the member plays no match here: where theirs are would help."""
        return self.why in {Why.NO_MATCH, Why.WATCHING}

    def elsewhere(self, channels: tuple[int, ...]) -> Suggestions:
        """This answer for a member who plays no match here, knowing the channels of
        their ongoing matches elsewhere: one is named, several are left to `/matches`."""
        if not self.not_playing_here or not channels:
            return self
        why = Why.ELSEWHERE if len(channels) == 1 else Why.MANY_ELSEWHERE
        return replace(self, why=why, channels=channels)


def suggestions_for(state: State, typed: str) -> Suggestions:
    """The moves to offer the player to move for `typed`: those matching it; else the
    move it spells in another accepted way; else every legal move (after the rule
    that refuses it, when it reads as a move)."""
    matching = state.suggest(typed, CHOICES)
    if matching:
        return Suggestions(tuple(matching))
    legal = tuple(state.suggest("", CHOICES))
    if not typed.strip() or len(typed) > SUGGEST_INPUT_LIMIT:
        return Suggestions(legal)
    try:
        after = state.play(typed)
    except IllegalMove as refused:
        return Suggestions(legal[: CHOICES - 1], Why.REFUSED, refusal=refused.message)
    except GameError:
        return Suggestions(legal)
    return Suggestions((str(after.last_move),))
