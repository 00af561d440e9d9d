"""A player's private link to their own view of a match (their hand): signed, tied to
the member and the match, expiring, revocable.

The link carries `match.member.issued.expires` and an HMAC-SHA256 of it under a key
kept in the database (the same for every process), so it cannot be forged or moved to
another match or member; it opens nothing after `expires`, nor once its member has
revoked the links issued before a moment (`/match link revoke:True`).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from dataclasses import dataclass
from datetime import timedelta

from bot.core.time_source import TimeSource
from bot.web.storage.page_store import SqlPageStore

LIFETIME = timedelta(days=7)
"""Long enough for a correspondence game's week, short enough that a leaked link dies."""


@dataclass(frozen=True, slots=True)
class PrivateKey:
    """What a valid private link grants: `user_id`'s own view of `match_id`."""

    match_id: int
    user_id: int


class PrivateLinks:
    def __init__(self, store: SqlPageStore, clock: TimeSource) -> None:
        self._store = store
        self._clock = clock
        self._key: bytes | None = None

    async def issue(self, match_id: int, user_id: int) -> str:
        """A new link key for `user_id`'s view of `match_id`, valid for `LIFETIME` (dated
        no earlier than a revocation made in this very second, which would void it)."""
        issued = max(self._now(), await self._store.revoked_before(match_id, user_id))
        payload = f"{match_id}.{user_id}.{issued}.{issued + int(LIFETIME.total_seconds())}"
        return f"{payload}.{await self._signature(payload)}"

    async def opened_by(self, key: str) -> PrivateKey | None:
        """What `key` grants now, or None (forged, expired, revoked or malformed)."""
        payload, _, signature = key.rpartition(".")
        parts = payload.split(".")
        if len(parts) != 4 or not all(part.isdigit() and len(part) < 21 for part in parts):
            return None
        if not hmac.compare_digest(signature, await self._signature(payload)):
            return None
        match_id, user_id, issued, expires = map(int, parts)
        if self._now() >= expires:
            return None
        if issued < await self._store.revoked_before(match_id, user_id):
            return None
        return PrivateKey(match_id, user_id)

    async def revoke(self, match_id: int, user_id: int) -> None:
        """Every link `user_id` was given to `match_id` until now stops opening; the next
        one issued opens."""
        await self._store.revoke(match_id, user_id, self._now() + 1)

    async def _signature(self, payload: str) -> str:
        if self._key is None:
            self._key = await self._store.signing_key()
        digest = hmac.new(self._key, payload.encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    def _now(self) -> int:
        return int(self._clock().timestamp())
