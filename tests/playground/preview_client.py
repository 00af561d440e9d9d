"""A client of the playground's index page and of SimCord's preview protocol (version 3),
the HTTP API the page itself uses: `PlaygroundIndex` lists the channels and shows one,
and one `PreviewPage` is one browser tab acting as one member.

Only the standard library, so it drives a playground in another process exactly as a
browser would, and nothing here can share the playground's event loop by accident.
"""

from __future__ import annotations

import html
import http.client
import json
import re
import urllib.error
import urllib.request
import uuid
from typing import Any

PROTOCOL = 3


class PlaygroundIndex:
    """The address the playground prints: a list of its channels, each link answered by
    a redirect to a preview session showing that channel."""

    def __init__(self, url: str) -> None:
        self.url = url

    def channels(self) -> dict[str, str]:
        """Each channel's name (without `#`) and the address of its link."""
        with urllib.request.urlopen(self.url, timeout=60) as response:
            page = response.read().decode()
        return {
            html.unescape(name): self.url + html.unescape(link)
            for link, name in re.findall(r'<a href="([^"]+)">#([^<]*)</a>', page)
        }

    def show(self, channel_name: str) -> PreviewSession:
        """Follow the channel's link as a browser would, to the preview it redirects to."""
        opener = urllib.request.build_opener(_NoRedirects)
        try:
            opener.open(self.channels()[channel_name], timeout=60)
        except urllib.error.HTTPError as redirect:
            assert redirect.code == 303, redirect.read()
            return PreviewSession(redirect.headers["Location"])
        raise AssertionError("the channel's link did not redirect to a preview")


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *_arguments: Any) -> None:
        return None


class PreviewSession:
    """The page's address: `http://127.0.0.1:PORT/#CAPABILITY`, the capability being the
    secret every API call presents."""

    def __init__(self, url: str) -> None:
        self.origin, self.capability = url.split("/#", 1)

    def get_text(self, path: str) -> str:
        with urllib.request.urlopen(self.origin + path, timeout=60) as response:
            return response.read().decode()

    def call(self, method: str, path: str, body: Any = None, context: str | None = None) -> Any:
        return json.loads(self.call_raw(method, path, body, context))

    def call_raw(
        self, method: str, path: str, body: Any = None, context: str | None = None
    ) -> bytes:
        with urllib.request.urlopen(
            self._request(method, path, body, context), timeout=60
        ) as answer:
            return answer.read()

    def send_unanswered(self, path: str, body: Any, context: str) -> None:
        """POST and hang up without reading: for the one action (ending the session) whose
        answer never comes, since the session closes its own server. The preview still
        carries it out, as it never cancels a request its client left."""
        request = self._request("POST", path, body, context)
        connection = http.client.HTTPConnection(request.host, timeout=60)
        try:
            connection.request("POST", request.selector, request.data, dict(request.header_items()))
        finally:
            connection.close()

    def _request(
        self, method: str, path: str, body: Any, context: str | None
    ) -> urllib.request.Request:
        headers = {"X-Simcord-Capability": self.capability, "Content-Type": "application/json"}
        if context is not None:
            headers["X-Simcord-Context"] = context
        data = None if body is None else json.dumps(body).encode()
        return urllib.request.Request(self.origin + path, data, headers, method=method)

    def open_page(self, viewer_name: str | None = None) -> PreviewPage:
        first = self.call("POST", "/api/pages", {})
        if viewer_name is None:
            return PreviewPage(self, first)
        viewer = next(v["id"] for v in first["viewers"] if v["name"] == viewer_name)
        self.call("DELETE", f"/api/pages/{first['context']['id']}", context=first["context"]["id"])
        return PreviewPage(self, self.call("POST", "/api/pages", {"viewer_id": viewer}))


class PreviewPage:
    def __init__(self, session: PreviewSession, snapshot: dict[str, Any]) -> None:
        self.session = session
        self.snapshot = snapshot
        self.context = snapshot["context"]["id"]
        self.sequence = 0

    def viewer_id(self, name: str) -> str:
        return next(v["id"] for v in self.snapshot["viewers"] if v["name"] == name)

    def refresh(self) -> dict[str, Any]:
        self.snapshot = self.session.call("GET", "/api/state", context=self.context)
        return self.snapshot

    def messages(self) -> list[dict[str, Any]]:
        """The lobby as this member sees it, oldest first."""
        snapshot = self.refresh()
        return [snapshot["messages"][message_id] for message_id in snapshot["timeline"]]

    def asset(self, asset_id: str) -> bytes:
        return self.session.call_raw("GET", f"/api/assets/{asset_id}", context=self.context)

    def act(self, kind: str, **body: Any) -> dict[str, Any]:
        """One action, as the page sends it; raises if the preview refused it. Like the
        browser's page, which polls, it reads the current state first: another tab may
        have changed the channel since."""
        receipt = self.session.call("POST", "/api/action", self._envelope(kind, body), self.context)
        self.refresh()
        assert not receipt["rejected"], receipt["diagnostics"]
        assert receipt["settlement"] == "settled", receipt
        return receipt

    def end_session(self) -> None:
        """The page's "End preview session" button."""
        self.session.send_unanswered("/api/action", self._envelope("close", {}), self.context)

    def _envelope(self, kind: str, body: dict[str, Any]) -> dict[str, Any]:
        self.refresh()
        self.sequence += 1
        return {
            "protocol_version": PROTOCOL,
            "sequence": self.sequence,
            "request_id": str(uuid.uuid4()),
            "generation": self.snapshot["context"]["generation"],
            "bot_generation": self.snapshot["botGeneration"],
            "published_revision": self.snapshot["publishedRevision"],
            "kind": kind,
            **body,
        }

    def _command(self, invocation: str) -> dict[str, Any]:
        catalog = self.session.call("GET", "/api/commands", context=self.context)
        entry = next(e for e in catalog["entries"] if e["invocation"] == invocation)
        return {
            "command_id": entry["commandId"],
            "path": entry["path"],
            "schema_fingerprint": entry["schemaFingerprint"],
        }

    def slash(self, invocation: str, **options: Any) -> dict[str, Any]:
        return self.act("run_command", **self._command(invocation), options=options)

    def autocomplete(self, invocation: str, focused: str, typed: str = "") -> list[str]:
        receipt = self.act(
            "autocomplete_command",
            **self._command(invocation),
            focused=focused,
            value=typed,
            options={},
        )
        return [choice["value"] for choice in receipt["result"]["choices"]]

    def click(self, message: dict[str, Any], label: str) -> dict[str, Any]:
        buttons = [button for row in message["components"] for button in row["components"]]
        button = next(b for b in buttons if b.get("label") == label)
        return self.act("click", control_key=button["control_key"], target_id=message["id"])
