# Avisos sobre as partidas dos membros (bot/notifications/).
notice-reminder = { $member }, você usou { $percent }% do seu tempo para este lance: restam { $left }.
notice-out-of-time = { $loser } ({ $seat }) estourou o tempo. { $winner }, você pode reivindicar a vitória.
notice-vacation = { $member } está de férias até { $until }: o relógio fica parado até lá.
notice-vacation-over = { $member } voltou das férias: o relógio corre de novo.
notice-your-move = { $mover } jogou `{ $move }`: é a sua vez. { $link }
notice-digest = Partidas em que é a sua vez:
    { $matches }
notice-versus = { $first } x { $second }
notice-waiting-match = { $title }: { $players }, vez de { $to_move }: { $link }
notice-waiting-match-timed = { $title }: { $players }, vez de { $to_move }, restam { $left }: { $link }
notice-on = Os avisos estão ativados. Defina horas de silêncio com /notify quiet.
notice-off = Os avisos estão desativados.
notice-time-zone = Seu fuso horário é { $zone }.
notice-no-quiet-hours = Sem horas de silêncio.
notice-quiet-hours = Horas de silêncio: das { $start } às { $end }.
notice-digest-at = Resumo diário às { $at }.
notice-no-digest = Sem resumo diário.
notice-unknown-time-zone = "{ $zone }" não é um fuso horário que eu conheça: escolha um da lista, como America/Sao_Paulo ou Europe/Lisbon.
notice-quiet-needs-both = Informe o início e o fim das suas horas de silêncio.
notice-not-a-time = "{ $text }" não é um horário: escreva como 22:00.
