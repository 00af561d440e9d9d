"""What of tournaments speaks SQL: its stores over the one `Database`."""
