"""The newest record this process holds of each channel's match, so autocomplete can
answer from memory and `/move` can begin without reading the match.

Autocomplete comes with every keystroke and is only advice: the move itself is checked
against the stored match (and its version) when it is played. Reading the match for
each keystroke would put it in the database's queue behind every move of a burst, which
made suggestions arrive seconds late. This process sees every change to its servers'
matches (each server belongs to one process, `bot/core/shard_ownership.py`), and the
match service notes each record it reads or commits here, so a suggestion from memory
is the one the store would give. A record from another process can at worst make a
suggestion list stale, never a move wrong: a move's write carries the version it was
judged on, and the store refuses it if the match has moved on
(`MatchService.play_in_channel` then reads the match and judges the move again).
"""

from __future__ import annotations

from collections import OrderedDict

from bot.core.records import Match


class KnownMatches:
    """Per channel, the newest match record seen (newest match, then newest version),
    for at most `size` channels (the least recently noted are forgotten)."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._by_channel: OrderedDict[int, Match] = OrderedDict()

    def note(self, match: Match) -> None:
        """Remember `match` unless a newer record of its channel is known."""
        known = self._by_channel.get(match.channel_id)
        if known is not None and (known.id, known.version) > (match.id, match.version):
            return
        self._by_channel[match.channel_id] = match
        self._by_channel.move_to_end(match.channel_id)
        while len(self._by_channel) > self._size:
            self._by_channel.popitem(last=False)

    def ongoing(self, channel_id: int) -> Match | None:
        """The channel's ongoing match as last seen; None when none is known to be
        ongoing (the caller then asks the store: a new match may have started)."""
        known = self._by_channel.get(channel_id)
        return known if known is not None and known.is_ongoing else None
