"""`/metrics` and `/healthz` as an operator's scraper and the compose file's
healthcheck see them: over HTTP, from the real bot in SimCord serving them on
`METRICS_PORT` (0 here: any free port)."""

from __future__ import annotations

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.e2e.helpers import start_match

pytestmark = pytest.mark.postgres


@pytest.fixture
def settings(settings):
    """The e2e settings, serving the endpoints on any free port."""
    return settings.model_copy(update={"metrics_port": 0})


async def get(bot, path: str) -> tuple[int, str]:
    async with (
        aiohttp.ClientSession() as session,
        session.get(f"http://127.0.0.1:{bot.operations_port}{path}") as response,
    ):
        return response.status, await response.text()


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of a scrape by name and labels (Prometheus' own parser reads it)."""
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


async def test_a_move_shows_in_the_metrics(env, simcord_bot, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    before = samples((await get(simcord_bot, "/metrics"))[1])
    await alice.slash(thread, "move", notation="11-15")
    status, text = await get(simcord_bot, "/metrics")
    after = samples(text)
    assert status == 200
    assert after[("boardroom_moves_total", ())] == before[("boardroom_moves_total", ())] + 1
    command = ("boardroom_commands_total", (("command", "move"),))
    assert after[command] == before.get(command, 0) + 1
    assert after[("boardroom_interactions_total", (("kind", "application_command"),))] >= 2
    for histogram in ("time_to_defer", "command", "db_transaction"):
        name = f"boardroom_{histogram}_seconds_count"
        assert after[(name, ())] > before[(name, ())], name
    assert ("boardroom_worker_queue_length", ()) in after
    assert ("boardroom_discord_429_total", ()) in after
    assert ("boardroom_timer_lateness_seconds_count", ()) in after


async def test_health_names_each_check_and_fails_with_the_scheduler(env, simcord_bot, lobby):
    status, text = await get(simcord_bot, "/healthz")
    assert (status, text) == (200, '{"database": true, "gateway": true, "scheduler": true}')
    await simcord_bot.services.scheduler.stop()
    status, text = await get(simcord_bot, "/healthz")
    assert (status, text) == (503, '{"database": true, "gateway": true, "scheduler": false}')
