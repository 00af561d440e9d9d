"""What of the computer opponent speaks SQL: its stores over the one `Database`."""
