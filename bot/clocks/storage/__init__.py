"""What of the clocks speaks SQL: its stores over the one `Database`."""
