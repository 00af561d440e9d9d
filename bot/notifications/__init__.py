"""Notifications: opt-in direct messages, quiet hours in a member's own time zone, and
the daily digest."""
