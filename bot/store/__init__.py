"""`python -m bot.store`: tools for the database itself, not for Discord.

`copy` moves a bot that outgrew SQLite onto PostgreSQL: every table of an SQLite
database into an empty PostgreSQL one, then a check that every match replays to the
position stored for it.
"""
