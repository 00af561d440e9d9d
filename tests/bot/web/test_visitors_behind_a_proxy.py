"""Each visitor of the match pages has a request rate of their own, also behind a
reverse proxy in another container (`TRUSTED_PROXIES`), and a visitor who writes an
`X-Forwarded-For` of their own does not get a fresh rate by it."""

from __future__ import annotations

import ipaddress

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from pydantic import ValidationError

from bot.settings import PageSettings
from bot.web.http.child import PageProcess
from bot.web.http.guard import LOOPBACK, RateLimit, guarded


async def statuses(limit: RateLimit, visitors: list[str]) -> list[int]:
    """What a request for each of `visitors` (the address a proxy forwards for)
    answers, every request coming from this machine (127.0.0.1)."""

    async def ok(_request: web.Request) -> web.Response:
        return web.Response(text="ok")

    app = web.Application(middlewares=[guarded(limit)])
    app.router.add_get("/", ok)
    async with TestClient(TestServer(app)) as client:
        return [
            (await client.get("/", headers={"X-Forwarded-For": visitor})).status
            for visitor in visitors
        ]


async def test_visitors_behind_a_trusted_proxy_each_have_their_own_rate():
    limit = RateLimit(rate=0.0, burst=1, proxies=(ipaddress.ip_network("127.0.0.0/24"),))
    assert await statuses(limit, ["203.0.113.1", "203.0.113.2", "203.0.113.1"]) == [
        200,
        200,
        429,
    ]


async def test_an_untrusted_peer_cannot_name_a_fresh_visitor():
    limit = RateLimit(rate=0.0, burst=1, proxies=(ipaddress.ip_network("10.0.0.0/8"),))
    assert await statuses(limit, ["203.0.113.1", "203.0.113.2"]) == [200, 429]


def test_trusted_proxies_read_from_the_environment_as_networks():
    assert PageSettings(_env_file=None).trusted_proxies == LOOPBACK
    settings = PageSettings(trusted_proxies="172.30.80.0/24, ::1", _env_file=None)
    assert settings.trusted_proxies == (
        ipaddress.ip_network("172.30.80.0/24"),
        ipaddress.ip_network("::1"),
    )
    with pytest.raises(ValidationError, match="TRUSTED_PROXIES"):
        PageSettings(trusted_proxies="the proxy", _env_file=None)


def test_the_bots_page_process_trusts_the_same_proxies():
    settings = PageSettings(trusted_proxies="172.30.80.0/24", _env_file=None)
    environment = PageProcess(settings).environment
    child = PageSettings(trusted_proxies=environment["TRUSTED_PROXIES"], _env_file=None)
    assert child.trusted_proxies == settings.trusted_proxies
