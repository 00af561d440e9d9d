"""`python -m bot playground`: try the bot in a browser, without Discord or a token.

`options` and `command` import nothing beyond the standard library, so `python -m bot`
still starts where only the bot's own dependencies are installed; `world` and `session`
need SimCord's preview, which the `playground` extra installs.
"""
