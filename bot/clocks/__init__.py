"""Clocks: time controls, reminders, claims and time-outs, vacations, and the server's
pace settings."""
