# Ajustes del servidor (bot/core/guild_settings.py) y /mod (bot/moderation/).
settings-expiry-range = Los desafíos pueden caducar tras 1 a { $hours } horas.
settings-unknown-games = Juego desconocido { $games } (juegos: { $known }).
settings-saved = Guardado.
settings-games-all = Juegos: todos
settings-games = Juegos: { $games }
settings-threads-on = Hilos para las partidas: activados
settings-threads-off = Hilos para las partidas: desactivados
settings-role-none = Rol de moderador: ninguno
settings-role = Rol de moderador: { $role }
settings-expiry = Los desafíos caducan tras: { $hours } h
settings-defaults-none = Opciones por defecto: ninguna
settings-defaults = Opciones por defecto para { $game }: { $options }
settings-match-ended = Partida terminada.
settings-sync-owner-only = Solo el dueño del bot puede publicar los comandos en todas partes.
settings-synced = { $commands ->
    [one] Publicado { $commands } comando.
   *[other] Publicados { $commands } comandos.
}
settings-web-on = Páginas de partidas en el navegador: activadas
settings-web-off = Páginas de partidas en el navegador: desactivadas
