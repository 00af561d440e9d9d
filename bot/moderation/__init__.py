"""Moderation: `/mod`, the server's settings and a moderator's way to end a match."""
