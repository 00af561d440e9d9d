"""`docker-compose.yml` (no Docker here, so it is read, not run): PostgreSQL with a
health check, and two bot processes, shards 0 and 1 of 2, that wait for it and share
one `DATABASE_URL`.

No YAML library is installed, so the file is read by `read_compose` below, which
knows the block style the file is written in (mappings, lists, quoted and flow
scalars, anchors and `<<` merges) and refuses anything else rather than guess."""

from __future__ import annotations

import asyncio
import ipaddress
import json
import re
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from bot.operations.health import Health
from bot.operations.metrics import Metrics
from bot.operations.server import OperationsServer
from bot.settings import PageSettings, Settings

COMPOSE = Path(__file__).resolve().parents[2] / "docker-compose.yml"
BOTS = ("bot-shard-0", "bot-shard-1")
LINE = re.compile(
    r"^(?P<indent> *)(?:(?P<item>- )(?P<value>.*)|(?P<key>[\w.<-]+):(?: (?P<rest>.*))?)$"
)


def read_compose(text: str) -> dict:
    """The mapping the file's YAML describes (its subset; see the module doc)."""
    lines = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        found = LINE.match(raw)
        if found is None:
            raise ValueError(f"line {number} is not in the YAML this test reads: {raw!r}")
        lines.append(found)
    anchors: dict[str, object] = {}

    def scalar(text: str) -> object:
        if text[0] in "{|>!?%@`'":
            raise ValueError(f"{text!r} is not in the YAML this test reads")
        if text.startswith("*"):
            return json.loads(json.dumps(anchors[text[1:]]))  # a copy
        if text.startswith(('"', "[")):
            return json.loads(text)
        return text

    def block(start: int) -> tuple[object, int]:
        indent = len(lines[start]["indent"])
        if lines[start]["item"]:
            items, at = [], start
            while at < len(lines) and len(lines[at]["indent"]) == indent and lines[at]["item"]:
                items.append(scalar(lines[at]["value"]))
                at += 1
            return items, at
        mapping: dict[str, object] = {}
        at = start
        while at < len(lines) and len(lines[at]["indent"]) == indent:
            key, rest = lines[at]["key"], (lines[at]["rest"] or "").strip()
            anchor = None
            if rest.startswith("&"):
                anchor, _, rest = rest[1:].partition(" ")
            if rest:
                value, at = scalar(rest), at + 1
            elif at + 1 < len(lines) and len(lines[at + 1]["indent"]) > indent:
                value, at = block(at + 1)
            else:
                value, at = None, at + 1
            if anchor is not None:
                anchors[anchor] = value
            if key == "<<":
                mapping.update(value)
            else:
                mapping[key] = value
        return mapping, at

    parsed, end = block(0)
    if end != len(lines):
        raise ValueError(f"unexpected indentation at {lines[end].string!r}")
    return parsed


@pytest.fixture(scope="module")
def compose():
    return read_compose(COMPOSE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("text", ["bot: {build: .}\n", "? bot\n", "bot: |\n  text\n"])
def test_the_reader_refuses_yaml_it_does_not_know(text):
    with pytest.raises(ValueError, match="not in the YAML"):
        read_compose(text)


def test_both_bots_share_one_postgresql_database(compose):
    postgres = compose["services"]["postgres"]["environment"]
    urls = {compose["services"][bot]["environment"]["DATABASE_URL"] for bot in BOTS}
    assert len(urls) == 1
    url = urlsplit(urls.pop())
    assert url.scheme == "postgresql"
    assert url.hostname == "postgres"
    assert (url.username, url.password, url.path) == (
        postgres["POSTGRES_USER"],
        postgres["POSTGRES_PASSWORD"],
        "/" + postgres["POSTGRES_DB"],
    )


def test_the_bots_wait_for_a_healthy_database(compose):
    services = compose["services"]
    assert "pg_isready" in " ".join(services["postgres"]["healthcheck"]["test"])
    for bot in BOTS:
        assert services[bot]["depends_on"] == {"postgres": {"condition": "service_healthy"}}
        assert services[bot]["build"] == "."


def test_the_two_processes_run_every_shard_once(compose, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    owned = []
    for bot in BOTS:
        environment = dict(compose["services"][bot]["environment"])
        assert environment.pop("DISCORD_TOKEN").startswith("${DISCORD_TOKEN:?")
        assert environment.pop("PUBLIC_URL") == "${PUBLIC_URL:-}"  # unset: no pages
        shards = Settings(
            discord_token="t", **{k.lower(): v for k, v in environment.items()}
        ).shards
        assert shards.count == len(BOTS)
        owned.extend(shards.ids)
    assert sorted(owned) == list(range(len(BOTS)))


def test_the_bots_healthcheck_asks_healthz_on_their_metrics_port(compose):
    for bot in BOTS:
        service = compose["services"][bot]
        port = service["environment"]["METRICS_PORT"]
        command = service["healthcheck"]["test"]
        assert command[:2] == ["CMD", "python"]
        assert f"http://127.0.0.1:{port}/healthz" in command[-1]


@pytest.mark.parametrize("healthy", [True, False])
async def test_the_healthcheck_command_passes_only_on_a_healthy_answer(compose, healthy):
    """The compose file's own command, run against a served `/healthz` (on a free port
    here): it exits 0 on a 200 and fails on a 503."""

    async def check() -> bool:
        return healthy

    server = OperationsServer(Metrics(), Health({"scheduler": check}))
    port = await server.start(0, "127.0.0.1")
    try:
        service = compose["services"][BOTS[0]]
        code = service["healthcheck"]["test"][-1].replace(
            service["environment"]["METRICS_PORT"], str(port)
        )
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-c", code, stderr=asyncio.subprocess.DEVNULL
        )
        assert (await process.wait() == 0) == healthy
    finally:
        await server.stop()


def test_the_pages_are_served_apart_from_the_bots(compose):
    """`web` serves every page (`python -m bot.web`) from the bots' database; the bots
    only hand out the links, and the proxy in front sends browsers to `web`."""
    services = compose["services"]
    web = services["web"]
    assert web["command"] == ["python", "-m", "bot.web"]
    for bot in BOTS:
        environment = services[bot]["environment"]
        assert environment["DATABASE_URL"] == web["environment"]["DATABASE_URL"]
        assert environment["PUBLIC_URL"] == web["environment"]["PUBLIC_URL"]
        assert environment["WEB_SERVER"] == "elsewhere"
    environment = {k.lower(): v for k, v in web["environment"].items() if k != "PUBLIC_URL"}
    assert PageSettings(**environment, _env_file=None).web_port == 8080
    command = services["pages"]["command"]
    assert [command[n + 1] for n, word in enumerate(command) if word == "--to"] == ["web:8080"]
    assert services["pages"]["depends_on"] == ["web"]
    assert "page.css" in " ".join(web["healthcheck"]["test"])


def test_the_page_server_trusts_only_the_proxys_network_to_name_visitors(compose):
    """Caddy runs in a container of its own: unless `web` trusts the network it comes
    from, every visitor would count as the proxy, sharing one request rate. The proxy
    is on that network alone, and nothing else is."""
    services = compose["services"]
    web = services["web"]
    trusted = PageSettings(trusted_proxies=web["environment"]["TRUSTED_PROXIES"]).trusted_proxies
    (subnet,) = (entry["subnet"] for entry in compose["networks"]["proxy"]["ipam"]["config"])
    assert trusted == (ipaddress.ip_network(subnet),)
    assert services["pages"]["networks"] == ["proxy"]
    others = [name for name, service in services.items() if name not in ("web", "pages")]
    assert all("proxy" not in services[name].get("networks", []) for name in others)
