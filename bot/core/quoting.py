"""Quoting what a member typed back to them, safely: refusals repeat at most a short,
single-line excerpt, so a 5,000-character option can never blow up a reply past
Discord's limit nor smuggle in markup or mentions."""

from __future__ import annotations

EXCERPT_LENGTH = 40


def excerpt(typed: str, limit: int = EXCERPT_LENGTH) -> str:
    """`typed` on one line, without backticks, cut to `limit` characters with an
    ellipsis; unpaired surrogates become replacement characters, and every `@` is
    followed by a zero-width space, so a quoted `<@id>` or `@everyone` pings nobody."""
    flat = " ".join(typed.split()).replace("`", "'").replace("@", "@\u200b")
    flat = flat.encode("utf-8", "replace").decode("utf-8")
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
