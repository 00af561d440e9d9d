# Настройки сервера (bot/core/guild_settings.py) и /mod (bot/moderation/).
settings-expiry-range = Вызовы могут истекать через 1–{ $hours } часов.
settings-unknown-games = Неизвестная игра { $games } (игры: { $known }).
settings-saved = Сохранено.
settings-games-all = Игры: все
settings-games = Игры: { $games }
settings-threads-on = Ветки для партий: включены
settings-threads-off = Ветки для партий: выключены
settings-role-none = Роль модератора: нет
settings-role = Роль модератора: { $role }
settings-expiry = Вызовы истекают через: { $hours } ч
settings-defaults-none = Опции по умолчанию: нет
settings-defaults = Опции по умолчанию для { $game }: { $options }
settings-match-ended = Партия завершена.
settings-sync-owner-only = Опубликовать команды везде может только владелец бота.
settings-synced = { $commands ->
    [one] Опубликована { $commands } команда.
    [few] Опубликованы { $commands } команды.
    [many] Опубликовано { $commands } команд.
   *[other] Опубликовано { $commands } команды.
}
settings-web-on = Страницы партий в браузере: включены
settings-web-off = Страницы партий в браузере: выключены
