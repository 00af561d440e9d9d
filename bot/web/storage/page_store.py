"""What the match pages keep: each match's token and place, each server's choice, each
player's revoked links and the signing key."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from bot.core.storage.database import Database

TOKEN_BYTES = 18
"""144 random bits: a page's address cannot be guessed or counted to."""


@dataclass(frozen=True, slots=True)
class PageEntry:
    """What a token opens: its match, and whether the match's server shows pages."""

    match_id: int
    pages_on: bool


class SqlPageStore:
    def __init__(self, database: Database) -> None:
        self._db = database
        self._tokens: dict[int, str] = {}
        """Tokens never change once made: each match's is read once per process."""

    async def token_of(self, match_id: int) -> str:
        """The page token of `match_id`, made on first asking (any process may be first:
        the one whose insert lands decides, the others read it)."""
        known = self._tokens.get(match_id)
        if known is not None:
            return known
        row = await self._db.fetch_one(
            "SELECT token FROM match_pages WHERE match_id = ?", (match_id,)
        )
        if row is None:
            await self._db.write(
                "INSERT INTO match_pages (match_id, token) VALUES (?, ?)"
                " ON CONFLICT (match_id) DO NOTHING",
                (match_id, secrets.token_urlsafe(TOKEN_BYTES)),
            )
            row = await self._db.fetch_one(
                "SELECT token FROM match_pages WHERE match_id = ?", (match_id,)
            )
            assert row is not None, "inserted, or already there"
        self._tokens[match_id] = row["token"]
        return row["token"]

    async def opened_by(self, token: str) -> PageEntry | None:
        """The match `token` addresses and whether its server shows pages, in one read."""
        row = await self._db.fetch_one(
            "SELECT p.match_id, COALESCE(s.pages_on, 1) AS pages_on FROM match_pages p"
            " JOIN matches m ON m.id = p.match_id"
            " LEFT JOIN web_settings s ON s.guild_id = m.guild_id WHERE p.token = ?",
            (token,),
        )
        return None if row is None else PageEntry(row["match_id"], bool(row["pages_on"]))

    async def pages_on(self, guild_id: int) -> bool:
        row = await self._db.fetch_one(
            "SELECT pages_on FROM web_settings WHERE guild_id = ?", (guild_id,)
        )
        return row is None or bool(row["pages_on"])

    async def set_pages_on(self, guild_id: int, on: bool) -> None:
        await self._db.write(
            "INSERT INTO web_settings (guild_id, pages_on) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET pages_on = excluded.pages_on",
            (guild_id, int(on)),
        )

    async def revoked_before(self, match_id: int, user_id: int) -> int:
        """Seconds since the epoch before which `user_id`'s links to `match_id` were
        issued in vain (0: none revoked)."""
        row = await self._db.fetch_one(
            "SELECT revoked_before FROM private_link_revocations"
            " WHERE match_id = ? AND user_id = ?",
            (match_id, user_id),
        )
        return 0 if row is None else row["revoked_before"]

    async def revoke(self, match_id: int, user_id: int, before: int) -> None:
        await self._db.write(
            "INSERT INTO private_link_revocations (match_id, user_id, revoked_before)"
            " VALUES (?, ?, ?) ON CONFLICT (match_id, user_id)"
            " DO UPDATE SET revoked_before = excluded.revoked_before",
            (match_id, user_id, before),
        )

    async def place(self, match_id: int) -> tuple[int | None, str | None] | None:
        """Where `match_id`'s page reads its language from, as recorded by the process
        that posts its boards (`record_place`), or None before its first board."""
        row = await self._db.fetch_one(
            "SELECT channel_id, server_locale FROM page_places WHERE match_id = ?", (match_id,)
        )
        return None if row is None else (row["channel_id"], row["server_locale"])

    async def record_place(
        self, match_id: int, channel_id: int | None, server_locale: str | None
    ) -> None:
        await self._db.write(
            "INSERT INTO page_places (match_id, channel_id, server_locale) VALUES (?, ?, ?)"
            " ON CONFLICT (match_id) DO UPDATE SET channel_id = excluded.channel_id,"
            " server_locale = excluded.server_locale",
            (match_id, channel_id, server_locale),
        )

    async def signing_key(self) -> bytes:
        """The key private links are signed with, the same in every process."""
        await self._db.write(
            "INSERT INTO web_keys (name, secret) VALUES ('links', ?) ON CONFLICT (name) DO NOTHING",
            (secrets.token_hex(32),),
        )
        row = await self._db.fetch_one("SELECT secret FROM web_keys WHERE name = 'links'")
        assert row is not None, "inserted, or already there"
        return bytes.fromhex(row["secret"])
