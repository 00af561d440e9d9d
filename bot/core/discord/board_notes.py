"""Lines that features add under the status of every board message (the clocks add
the clock and who is on vacation).

The composition root (`bot/app.py`) builds one `BoardNotes` with every feature's source
in the order they are shown, and hands it to whatever posts boards; a button, rebuilt by
discord.py from its custom id, reaches it through `served.notes_of`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from bot.core.records import Match

NoteSource = Callable[[Match], Awaitable[list[str]]]
"""One feature's lines for the board message of a match, in its channel's language."""


class BoardNotes:
    def __init__(self, sources: Sequence[NoteSource]) -> None:
        self._sources = tuple(sources)

    async def __call__(self, match: Match) -> list[str]:
        """Every source's lines for the board message of `match`, in order."""
        notes = []
        for source in self._sources:
            notes.extend(await source(match))
        return notes
