"""Tournaments: registration, rounds, deadlines and moderator tools; the pure pairing
rules live in `pairing/`."""
