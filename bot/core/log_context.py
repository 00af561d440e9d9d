"""What a log line is about: the server, match and interaction the running task works
on, kept in context variables so every line of that task can name them (`LOG_FORMAT=json`,
bot/operations/json_logs.py) without each log call passing them along.

An interaction's task notes its server and id as it starts; the match service notes
the match it loads. A task started from one inherits what was noted so far (asyncio
copies the context), and nothing noted leaks into another interaction's task."""

from __future__ import annotations

from contextvars import ContextVar

_SERVER: ContextVar[int | None] = ContextVar("server", default=None)
_MATCH: ContextVar[int | None] = ContextVar("match", default=None)
_INTERACTION: ContextVar[int | None] = ContextVar("interaction", default=None)


def about(
    *, server: int | None = None, match: int | None = None, interaction: int | None = None
) -> None:
    """Note what the running task is about (None leaves a value as it was)."""
    for variable, value in ((_SERVER, server), (_MATCH, match), (_INTERACTION, interaction)):
        if value is not None:
            variable.set(value)


def current() -> dict[str, int]:
    """What the running task is about, by name, where known."""
    values = {"server": _SERVER.get(), "match": _MATCH.get(), "interaction": _INTERACTION.get()}
    return {name: value for name, value in values.items() if value is not None}
