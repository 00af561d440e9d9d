"""`LOG_FORMAT=json`: each line a JSON object naming the server, match and interaction
it is about, here a line the bot writes while a member's move meets a Discord failure."""

from __future__ import annotations

import json
import logging

import pytest

from bot.operations.json_logs import JsonFormatter
from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import start_match


class Lines(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.setFormatter(JsonFormatter())
        self.lines: list[dict] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(json.loads(self.format(record)))


@pytest.fixture
def lines():
    handler = Lines()
    logging.getLogger("bot").addHandler(handler)
    yield handler.lines
    logging.getLogger("bot").removeHandler(handler)


async def test_a_line_written_during_a_move_names_its_server_match_and_interaction(
    env, lobby, alice, bob, lines
):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    match_id = (await env.bot.services.matches.in_channel(thread.id)).id
    env.inject_error("*", f"/channels/{thread.id}/messages*", status=500, times=None)
    heard = []

    async def hear(interaction):
        heard.append(interaction.id)

    env.bot.add_listener(hear, "on_interaction")
    await alice.slash(thread, "move", notation="11-15")
    about = [line for line in lines if line.get("match") == match_id]
    assert about, lines
    assert about[0]["server"] == GUILD_ID
    assert about[0]["interaction"] == heard[-1]
    assert {"time", "level", "logger", "message"} <= set(about[0])
