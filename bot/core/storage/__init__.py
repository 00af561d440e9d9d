"""What of the core speaks SQL: its stores over the one `Database`."""
