# Server settings (bot/core/guild_settings.py) and /mod (bot/moderation/).
settings-expiry-range = Challenges can expire after 1 to { $hours } hours.
settings-unknown-games = Unknown game { $games } (games: { $known }).
settings-saved = Saved.
settings-games-all = Games: all
settings-games = Games: { $games }
settings-threads-on = Threads for matches: on
settings-threads-off = Threads for matches: off
settings-role-none = Moderator role: none
settings-role = Moderator role: { $role }
settings-expiry = Challenges expire after: { $hours } h
settings-defaults-none = Default options: none
settings-defaults = Default options for { $game }: { $options }
settings-match-ended = Match ended.
settings-sync-owner-only = Only the bot's owner can publish commands globally.
settings-synced = { $commands ->
    [one] Published one command.
   *[other] Published { $commands } commands.
}
settings-web-on = Match pages in the browser: on
settings-web-off = Match pages in the browser: off
