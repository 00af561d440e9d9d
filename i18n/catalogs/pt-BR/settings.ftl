# Configurações do servidor (bot/core/guild_settings.py) e /mod (bot/moderation/).
settings-expiry-range = Os desafios podem expirar depois de 1 a { $hours } horas.
settings-unknown-games = Jogo desconhecido { $games } (jogos: { $known }).
settings-saved = Salvo.
settings-games-all = Jogos: todos
settings-games = Jogos: { $games }
settings-threads-on = Threads para as partidas: ativadas
settings-threads-off = Threads para as partidas: desativadas
settings-role-none = Cargo de moderador: nenhum
settings-role = Cargo de moderador: { $role }
settings-expiry = Os desafios expiram depois de: { $hours } h
settings-defaults-none = Opções padrão: nenhuma
settings-defaults = Opções padrão de { $game }: { $options }
settings-match-ended = Partida encerrada.
settings-sync-owner-only = Só o dono do bot pode publicar os comandos em todo lugar.
settings-synced = { $commands ->
    [one] { $commands } comando publicado.
   *[other] { $commands } comandos publicados.
}
settings-web-on = Páginas das partidas no navegador: ativadas
settings-web-off = Páginas das partidas no navegador: desativadas
