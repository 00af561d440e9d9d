"""What every feature shares: the match use cases and their store, events, the one
scheduler, the database and its migrations, records, the central error handler, and
small Discord helpers (board posts, persistent buttons)."""
