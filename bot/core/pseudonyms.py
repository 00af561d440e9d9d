"""The pseudonym a forgotten member's id becomes in the history others keep.

One-way and salted: a keyed hash of the id under a salt drawn for that one forgetting
and never stored, so nobody (the bot's operator included) can tell from a pseudonym
whose it was, nor find a member's pseudonym from their id. Within one forgetting the
id always becomes the same pseudonym, so a match still has two distinct players, a
bracket still pairs the right seeds, and a member who played both seats still did.

Pseudonyms are negative: a Discord id (a snowflake) and the computer's rated levels
are positive, so a pseudonym is never someone's id, and anything shown can tell a
former member by its sign (`is_pseudonym`).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

_RANGE = 2**62


def pseudonym(user_id: int, salt: bytes | None = None) -> int:
    """A fresh pseudonym for `user_id` (under `salt`; a new random one by default)."""
    salt = salt if salt is not None else secrets.token_bytes(32)
    digest = hmac.digest(salt, str(user_id).encode(), hashlib.sha256)
    return -1 - int.from_bytes(digest[:8], "big") % _RANGE


def is_pseudonym(user_id: int) -> bool:
    """Whether `user_id` stands for a member who asked to be forgotten."""
    return user_id < 0
