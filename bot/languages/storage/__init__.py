"""What of the languages feature speaks SQL: its stores over the one `Database`."""
