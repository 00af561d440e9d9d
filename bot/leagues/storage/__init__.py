"""Leagues on the database (SQLite or PostgreSQL, one store for both)."""
