"""Leagues: seasons of divisions, each a tournament, with promotion and relegation."""
