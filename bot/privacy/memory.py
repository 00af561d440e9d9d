"""What a feature keeps in memory about members and servers, which forgetting must
drop with the rows, or the next read would bring a forgotten choice back."""

from __future__ import annotations

from typing import Protocol


class RemembersMembers(Protocol):
    """A feature's in-memory copy of members' rows (a cache, names seen)."""

    def forget_member(self, user_id: int, guild_id: int | None) -> None:
        """Drop what is held of the member (of their rows in `guild_id` only, if given)."""

    def forget_everyone(self) -> None:
        """Drop what is held of every member: an erasure in another process may have
        gone unheard (`PrivacyService`)."""


class RemembersServers(Protocol):
    """A feature's in-memory copy of servers' rows."""

    def forget_server(self, guild_id: int) -> None:
        """Drop what is held of the server."""
