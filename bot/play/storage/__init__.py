"""What of play speaks SQL: its stores over the one `Database`."""
