"""Discord's rate limits in SimCord: a fault on SimCord's fault list (the one
`env.inject_error` fills) that answers 429 the way Discord's published buckets do.

* 5 messages per 5 seconds in each channel (`POST /channels/{id}/messages`);
* 50 requests per second from the bot over all routes;
* interaction endpoints exempt from both: the callbacks
  (`/interactions/{id}/{token}/callback`) and the interaction's own webhook (follow-ups
  and edits of its answer, `/webhooks/{application id}/{interaction token}...`), which
  Discord keeps out of the bot's global limit.

A refused request does not count against a bucket. The 429 is Discord's, as its
documentation shows it (https://discord.com/developers/docs/topics/rate-limits): the
body `{"message", "retry_after", "global"}`, the headers `Retry-After` (whole seconds,
rounded up), `X-RateLimit-Scope`, and for a bucket's refusal `X-RateLimit-Limit`,
`-Remaining`, `-Reset`, `-Reset-After` and `-Bucket`, for the global one
`X-RateLimit-Global`; `Via` says it came from Discord's servers, not Cloudflare's.
`retry_after` is also kept with every refusal in `limited`. SimCord's clock
(`env.advance_time`) is the time the buckets run on.

SimCord checks each fault with the request already logged, reading `method` first: a
request the buckets let through gets a method no request has, so the fault passes it
by; a refused one raises the 429 there and then, as discord.py raises it when it does
not wait a limit out itself (SimCord's own fault error has a status and a message only,
and SimCord replaces the HTTP client whose loop would wait: so the bot meets each 429).
The error is discord.py's `HTTPException`, its `response` keeping the headers and, as
`body`, the JSON.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections import defaultdict, deque
from dataclasses import dataclass
from typing import Any

import discord
from multidict import CIMultiDict

CHANNEL_MESSAGES = (5, 5.0)
"""(messages, seconds) in one channel."""
GLOBAL = (50, 1.0)
"""(requests, seconds) of the bot over all routes."""
_MESSAGE = re.compile(r"/channels/(\d+)/messages")
_EXEMPT = re.compile(r"/interactions/\d+/[^/]+/callback|/webhooks/\d+/[^/]+(/messages/.*)?")


@dataclass(frozen=True)
class Refusal:
    path: str
    retry_after: float
    bucket: str  # "channel" or "global"


class Response:
    """Discord's 429 as discord.py keeps it with the error: status, reason, headers,
    and the JSON it read (`body`)."""

    status, reason = 429, "Too Many Requests"

    def __init__(self, refusal: Refusal, now: float, limit: int) -> None:
        wait = refusal.retry_after
        self.body = {"message": "You are being rate limited.", "retry_after": wait}
        self.body["global"] = refusal.bucket == "global"
        self.headers = CIMultiDict({"Retry-After": str(math.ceil(wait)), "Via": "1.1 google"})
        if refusal.bucket == "global":
            self.headers.update({"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global"})
            return
        bucket = hashlib.blake2b(refusal.path.encode(), digest_size=8).hexdigest()
        self.headers.update(
            {
                "X-RateLimit-Limit": str(limit),
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset": f"{now + wait:.3f}",
                "X-RateLimit-Reset-After": f"{wait:.3f}",
                "X-RateLimit-Bucket": bucket,
                "X-RateLimit-Scope": "user",
            }
        )


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
            self._answer(request.method, request.path)
            return "(passed)"
        return super().__getitem__(key)

    def _answer(self, method: str, path: str) -> None:
        """Count a request the buckets let through; raise the 429 of one they refuse."""
        if _EXEMPT.fullmatch(path):
            return
        now = self._backend.clock.now().timestamp()
        buckets = [("global", self._global, *GLOBAL)]
        if method == "POST" and _MESSAGE.fullmatch(path):
            buckets.append(("channel", self._channels[path], *CHANNEL_MESSAGES))
        for name, used, limit, window in buckets:
            while used and used[0] <= now - window:
                used.popleft()
            if len(used) >= limit:
                refusal = Refusal(path, round(used[0] + window - now, 3), name)
                self.limited.append(refusal)
                response = Response(refusal, now, limit)
                raise discord.HTTPException(response, response.body)  # type: ignore[arg-type]
        for _name, used, _limit, _window in buckets:
            used.append(now)
        self.passed += 1


def limit_like_discord(env: Any) -> DiscordRateLimits:
    """Put Discord's buckets on every REST call of `env`'s bot from now on."""
    limits = DiscordRateLimits(env.backend)
    env.backend.faults.append(limits)
    return limits


def retry_after(error: discord.HTTPException) -> float | None:
    """The seconds a 429 asks to wait (its body's `retry_after`), None for any other
    error."""
    if error.status != 429:
        return None
    return float(error.response.body["retry_after"])
