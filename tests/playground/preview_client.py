"""A client of SimCord's preview protocol (version 3), the HTTP API the page itself uses:
one `PreviewPage` is one browser tab acting as one member.

Only the standard library, so it drives a playground in another process exactly as a
browser would, and nothing here can share the playground's event loop by accident.
"""

from __future__ import annotations

import json
import urllib.request
import uuid
from typing import Any

PROTOCOL = 3


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
        headers = {"X-Simcord-Capability": self.capability, "Content-Type": "application/json"}
        if context is not None:
            headers["X-Simcord-Context"] = context
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.origin + path, data, headers, method=method)
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.read()

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
        """One action, as the page sends it; raises if the preview refused it."""
        self.sequence += 1
        envelope = {
            "protocol_version": PROTOCOL,
            "sequence": self.sequence,
            "request_id": str(uuid.uuid4()),
            "generation": self.snapshot["context"]["generation"],
            "bot_generation": self.snapshot["botGeneration"],
            "published_revision": self.snapshot["publishedRevision"],
            "kind": kind,
            **body,
        }
        receipt = self.session.call("POST", "/api/action", envelope, context=self.context)
        self.refresh()
        assert not receipt["rejected"], receipt["diagnostics"]
        assert receipt["settlement"] == "settled", receipt
        return receipt

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
