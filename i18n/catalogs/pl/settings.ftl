# Ustawienia serwera (bot/core/guild_settings.py) i /mod (bot/moderation/).
settings-expiry-range = Wyzwania mogą wygasać po 1 do { $hours } godzin.
settings-unknown-games = Nieznana gra { $games } (gry: { $known }).
settings-saved = Zapisano.
settings-games-all = Gry: wszystkie
settings-games = Gry: { $games }
settings-threads-on = Wątki dla partii: włączone
settings-threads-off = Wątki dla partii: wyłączone
settings-role-none = Rola moderatora: brak
settings-role = Rola moderatora: { $role }
settings-expiry = Wyzwania wygasają po: { $hours } h
settings-defaults-none = Opcje domyślne: brak
settings-defaults = Opcje domyślne dla { $game }: { $options }
settings-match-ended = Partia zakończona.
settings-sync-owner-only = Tylko właściciel bota może opublikować polecenia wszędzie.
settings-synced = { $commands ->
    [one] Opublikowano { $commands } polecenie.
    [few] Opublikowano { $commands } polecenia.
    [many] Opublikowano { $commands } poleceń.
   *[other] Opublikowano { $commands } polecenia.
}
settings-web-on = Strony partii w przeglądarce: włączone
settings-web-off = Strony partii w przeglądarce: wyłączone
