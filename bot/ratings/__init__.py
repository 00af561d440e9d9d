"""Ratings: OpenSkill ratings per game and server, the leaderboard and member stats."""
