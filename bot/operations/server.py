"""The operator's HTTP endpoints, on their own port (`METRICS_PORT`), apart from any
public page: `/metrics` (Prometheus' text format) and `/healthz` (200 when every check
passes, else 503; the body names each check's verdict as JSON)."""

from __future__ import annotations

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST

from bot.operations.health import Health
from bot.operations.metrics import Metrics


class OperationsServer:
    def __init__(self, metrics: Metrics, health: Health) -> None:
        self._metrics = metrics
        self._health = health
        self._runner: web.AppRunner | None = None

    async def start(self, port: int, host: str = "0.0.0.0") -> int:
        """Serve on `port` (0: any free one); the port served on."""
        app = web.Application()
        app.router.add_get("/metrics", self._scrape)
        app.router.add_get("/healthz", self._healthz)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port)
        await site.start()
        return self._runner.addresses[0][1]

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _scrape(self, _request: web.Request) -> web.Response:
        response = web.Response(body=self._metrics.text())
        response.headers["Content-Type"] = CONTENT_TYPE_LATEST
        return response

    async def _healthz(self, _request: web.Request) -> web.Response:
        report = await self._health.report()
        return web.json_response(report, status=200 if all(report.values()) else 503)
