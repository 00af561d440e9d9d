"""Members' data: what the bot keeps about them, its export and forgetting, a server's purge."""
