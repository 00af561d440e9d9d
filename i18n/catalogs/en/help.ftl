# /help (bot/guide/cog.py): the lines around the list of commands.
help-intro = Challenge someone with `/challenge`; the match gets its own thread. Play with `/move` (start typing to see your legal moves).
help-for-moderators = **For moderators**
