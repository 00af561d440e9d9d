"""What of ratings speaks SQL: its stores over the one `Database`."""
