"""What of challenges speaks SQL: its stores over the one `Database`."""
