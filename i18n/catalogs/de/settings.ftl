# Servereinstellungen (bot/core/guild_settings.py) und /mod (bot/moderation/).
settings-expiry-range = Herausforderungen können nach 1 bis { $hours } Stunden ablaufen.
settings-unknown-games = Unbekanntes Spiel { $games } (Spiele: { $known }).
settings-saved = Gespeichert.
settings-games-all = Spiele: alle
settings-games = Spiele: { $games }
settings-threads-on = Threads für Partien: an
settings-threads-off = Threads für Partien: aus
settings-role-none = Moderatorenrolle: keine
settings-role = Moderatorenrolle: { $role }
settings-expiry = Herausforderungen laufen ab nach: { $hours } h
settings-defaults-none = Standardoptionen: keine
settings-defaults = Standardoptionen für { $game }: { $options }
settings-match-ended = Partie beendet.
settings-sync-owner-only = Nur der Besitzer des Bots kann Befehle global veröffentlichen.
settings-synced = { $commands ->
    [one] Einen Befehl veröffentlicht.
   *[other] { $commands } Befehle veröffentlicht.
}
settings-web-on = Partieseiten im Browser: an
settings-web-off = Partieseiten im Browser: aus
