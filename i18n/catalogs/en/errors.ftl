# Answers of the central error handler (bot/core/interaction_errors.py).
error-busy = The bot is busy right now and nothing was saved. Please try again in a moment.
error-unexpected = Something went wrong on our side (reference `{ $reference }`). Please try again; if it keeps happening, show this reference to a moderator.
error-moderators-only = Only the server's moderators can do that.
error-not-in-direct-messages = Matches are played in servers, not in direct messages.
error-not-here = You cannot use this command here.
error-discord-unavailable = Discord did not answer, so nothing was saved. Please try again.
