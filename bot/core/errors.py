"""Refusals the services raise, each naming one sentence a member can act on.

A refusal names a catalogue message (`NotFound("match-not-found", match=12)`), never
text: the central app-command error handler words it in the member's own language and
shows it ephemerally, so a new refusal needs no new handling code: raise one of these
and write its sentence in the catalogues (`i18n/catalogs/*/`).
"""

from __future__ import annotations

from i18n import ENGLISH, Message, words


class ServiceError(Exception):
    """`message` is what the member reads; `reason` is its English text, for logs."""

    def __init__(self, message_id: str, /, **args: object) -> None:
        self.message = Message(message_id, **args)
        self.reason = words(ENGLISH)(self.message)
        super().__init__(self.reason)


class NotFound(ServiceError):
    """There is no such match or challenge (here)."""


class NotPermitted(ServiceError):
    """The member may not do this: not their turn, not their match, not a moderator."""


class Conflict(ServiceError):
    """The request collides with the current state: another move landed first, the
    channel is busy, a challenge is already pending, a cooldown is running."""


class GameRefused(ServiceError):
    """The game engine refused a move or the options of a new match; `reason` is the
    engine's own."""


class InvalidRequest(ServiceError):
    """The request is malformed: an unknown game, a setting out of range."""
