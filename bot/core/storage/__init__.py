"""Storage that every feature shares: the schema's migrations."""
