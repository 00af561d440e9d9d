"""What every answer of the web server carries and what every request passes: strict
security headers, a bounded rate per client, and no server-side error text for anyone.
"""

from __future__ import annotations

import ipaddress
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable

from aiohttp import web
from aiohttp.typedefs import Middleware

log = logging.getLogger(__name__)

HEADERS = {
    # Only the page's own script, style, images and requests: nothing inline, nothing
    # from another site, no frames, no forms. The page works offline for that reason.
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self';"
        " connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    # A page's address is its key: it must not leave in a Referer.
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
}

RATE = 20.0
"""Requests a second a client may keep up (a page rewinding by the arrow keys asks two
per position)."""
BURST = 60.0
CLIENTS_KEPT = 10_000
"""Clients whose buckets are remembered; the least recently seen is forgotten first."""

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


async def add_headers(request: web.Request, response: web.StreamResponse) -> None:
    """`on_response_prepare`: every answer, errors included."""
    del request
    response.headers.update(HEADERS)
    response.headers.setdefault("Cache-Control", "no-store")


Network = ipaddress.IPv4Network | ipaddress.IPv6Network

LOOPBACK: tuple[Network, ...] = (
    ipaddress.ip_network("127.0.0.0/8"),
    ipaddress.ip_network("::1/128"),
)
"""The proxies trusted unless told otherwise: one on this machine."""


class RateLimit:
    """A token bucket per client: `BURST` requests at once, `RATE` a second after.
    The client is the peer, or, when the peer is one of `proxies` (the reverse proxy
    in front), the visitor it forwards for."""

    def __init__(
        self,
        rate: float = RATE,
        burst: float = BURST,
        now: Callable[[], float] = time.monotonic,
        proxies: tuple[Network, ...] = LOOPBACK,
    ) -> None:
        self._rate, self._burst, self._now = rate, burst, now
        self.proxies = proxies
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def allows(self, client: str) -> bool:
        now = self._now()
        tokens, since = self._buckets.pop(client, (self._burst, now))
        tokens = min(self._burst, tokens + (now - since) * self._rate)
        allowed = tokens >= 1
        self._buckets[client] = (tokens - 1 if allowed else tokens, now)
        while len(self._buckets) > CLIENTS_KEPT:
            self._buckets.popitem(last=False)
        return allowed


def client_of(request: web.Request, proxies: tuple[Network, ...] = LOOPBACK) -> str:
    """Who asks: the peer, or, when the peer is a trusted reverse proxy, the address it
    says it forwards for (the last one it added: what came before, the visitor could
    have written)."""
    peer = request.remote or "unknown"
    forwarded = request.headers.get("X-Forwarded-For")
    if forwarded and _is_among(peer, proxies):
        return forwarded.rsplit(",", 1)[-1].strip() or peer
    return peer


def _is_among(address: str, networks: tuple[Network, ...]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in networks)


def guarded(limit: RateLimit) -> Middleware:
    """The middleware: refuse a client over its rate (429), answer a known refusal
    with its status alone, and any failure with a plain 500: the visitor never reads
    a trace, a query or an exception's text (the log does)."""

    @web.middleware
    async def middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
        if not limit.allows(client_of(request, limit.proxies)):
            return _plain(429)
        try:
            return await handler(request)
        except web.HTTPException as refused:
            if refused.status < 400:
                raise
            return _plain(refused.status)
        except Exception:
            log.exception("the match page failed on %s", request.path)
            return _plain(500)

    return middleware


def _plain(status: int) -> web.Response:
    return web.Response(status=status, text=f"{status}\n")
