"""Time to first answer: Discord drops an interaction not answered (deferred, replied
to, or given a modal) within 3 seconds, so this is the figure to watch.

discord.py says nothing when an interaction is answered, and the bot answers in some
sixty places, so the four answering methods of `discord.InteractionResponse` are
wrapped once per process: each first answer calls its bot's `first_answered`, if the
bot has one (a bot without metrics, or any other client, is left alone)."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from typing import Any

import discord

_ANSWERS = ("defer", "send_message", "edit_message", "send_modal")
_WRAPPED = "_boardroom_first_answer"


def watch_first_answers() -> None:
    """Wrap the answering methods (once; calling again changes nothing)."""
    for name in _ANSWERS:
        method = getattr(discord.InteractionResponse, name)
        if not getattr(method, _WRAPPED, False):
            setattr(discord.InteractionResponse, name, _reporting(method))


def _reporting(method: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
    @functools.wraps(method)
    async def answer(self: discord.InteractionResponse, *args: Any, **kwargs: Any) -> Any:
        first = not self.is_done()
        result = await method(self, *args, **kwargs)
        if first:
            interaction = self._parent  # discord.py keeps the interaction nowhere else
            told = getattr(interaction.client, "first_answered", None)
            if told is not None:
                told(interaction)
        return result

    setattr(answer, _WRAPPED, True)
    return answer
