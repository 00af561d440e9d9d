"""The computer's review of a finished match: `/match review` and the data a page shows."""
