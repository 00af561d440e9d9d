"""Refusals the services raise, each with one sentence a member can act on.

The central app-command error handler shows `reason` ephemerally, so a new refusal
needs no new handling code: raise one of these and write a good sentence.
"""

from __future__ import annotations


class ServiceError(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


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
