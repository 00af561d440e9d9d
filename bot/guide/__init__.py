"""The guide: `/rules` with diagrams and `/help`."""
