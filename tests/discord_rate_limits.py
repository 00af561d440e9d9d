"""Discord's rate limits in SimCord: a fault on SimCord's fault list (the one
`env.inject_error` fills) that answers 429 the way Discord's published buckets do.

* 5 messages per 5 seconds in each channel (`POST /channels/{id}/messages`);
* 50 requests per second from the bot over all routes;
* interaction endpoints exempt from both: the callbacks
  (`/interactions/{id}/{token}/callback`) and the interaction's own webhook (follow-ups
  and edits of its answer, `/webhooks/{application id}/{interaction token}...`), which
  Discord keeps out of the bot's global limit.

A refused request does not count against a bucket. The 429 says, as Discord's body
does, how long to wait: `retry_after` seconds, also kept with every refusal in
`limited`. SimCord's clock (`env.advance_time`) is the time the buckets run on.

SimCord checks each fault with the request already logged, reading `method` first: a
request the buckets let through gets a method no request has, so the fault passes it
by; a refused one gets `*`, and SimCord raises the 429.
"""

from __future__ import annotations

import re
from collections import defaultdict, deque
from dataclasses import dataclass
from typing import Any

import discord

CHANNEL_MESSAGES = (5, 5.0)
"""(messages, seconds) in one channel."""
GLOBAL = (50, 1.0)
"""(requests, seconds) of the bot over all routes."""
_MESSAGE = re.compile(r"/channels/(\d+)/messages")
_EXEMPT = re.compile(r"/interactions/\d+/[^/]+/callback|/webhooks/\d+/[^/]+(/messages/.*)?")
_RETRY_AFTER = re.compile(r"retry_after=([0-9.]+)")


@dataclass(frozen=True)
class Refusal:
    path: str
    retry_after: float
    bucket: str  # "channel" or "global"


class DiscordRateLimits(dict[str, Any]):
    def __init__(self, backend: Any) -> None:
        super().__init__(path="*", status=429, code=0, times=None)
        self._backend = backend
        self._channels: defaultdict[str, deque[float]] = defaultdict(deque)
        self._global: deque[float] = deque()
        self.limited: list[Refusal] = []
        self.passed = 0

    def __getitem__(self, key: str) -> Any:
        if key == "method":
            request = self._backend.http_requests[-1]
            return "*" if self._refuses(request.method, request.path) else "(passed)"
        if key == "message":
            return f"You are being rate limited. retry_after={self.limited[-1].retry_after:.3f}"
        return super().__getitem__(key)

    def _refuses(self, method: str, path: str) -> bool:
        if _EXEMPT.fullmatch(path):
            return False
        now = self._backend.clock.now().timestamp()
        buckets = [("global", self._global, *GLOBAL)]
        if method == "POST" and _MESSAGE.fullmatch(path):
            buckets.append(("channel", self._channels[path], *CHANNEL_MESSAGES))
        for name, used, limit, window in buckets:
            while used and used[0] <= now - window:
                used.popleft()
            if len(used) >= limit:
                self.limited.append(Refusal(path, used[0] + window - now, name))
                return True
        for _name, used, _limit, _window in buckets:
            used.append(now)
        self.passed += 1
        return False


def limit_like_discord(env: Any) -> DiscordRateLimits:
    """Put Discord's buckets on every REST call of `env`'s bot from now on."""
    limits = DiscordRateLimits(env.backend)
    env.backend.faults.append(limits)
    return limits


def retry_after(error: discord.HTTPException) -> float | None:
    """The seconds a 429 asks to wait, None for any other error."""
    if error.status != 429:
        return None
    found = _RETRY_AFTER.search(error.text)
    return None if found is None else float(found[1])
