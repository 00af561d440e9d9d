# /help (bot/guide/cog.py): the lines around the list of commands.
help-intro = Challenge someone with `/challenge`; the match gets its own thread. Play with `/move` (start typing to see your legal moves).
help-for-moderators = **For moderators**
help-intro-in-channel = Challenge someone with `/challenge`; the match is played in the channel, one at a time. Play with `/move` (start typing to see your legal moves).
help-computer = Play the computer with `/computer play`: it plays { $level } unless you choose a level.
help-premoves = Expecting a move? `/premove add` queues your answer, played at once and seen by nobody else.
