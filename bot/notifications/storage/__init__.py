"""What of notifications speaks SQL: its stores over the one `Database`."""
