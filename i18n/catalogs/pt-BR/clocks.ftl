# Relógios, férias e configurações de ritmo (bot/clocks/).
pace-control = { $per_move } por lance
pace-control-with-reserve = { $per_move } por lance + { $reserve } de reserva
pace-line = Relógio ({ $control }): { $sides }
pace-side = { $state ->
    [running] { $seat } { $left } (correndo)
    [paused] { $seat } { $left } (pausado)
   *[idle] { $seat } { $left }
}
pace-side-with-reserve = { $state ->
    [running] { $seat } { $left } (reserva { $reserve }) (correndo)
    [paused] { $seat } { $left } (reserva { $reserve }) (pausado)
   *[idle] { $seat } { $left } (reserva { $reserve })
}
pace-claim-win = Reivindicar a vitória
pace-away = { $seat } está de férias até { $until }.
pace-days = { $count ->
    [one] um dia
   *[other] { $count } dias
}
pace-hours = { $count ->
    [one] uma hora
   *[other] { $count } horas
}
pace-minutes = { $count ->
    [one] um minuto
   *[other] { $count } minutos
}
pace-none = Esta partida não tem relógio.
pace-claimed = Você reivindicou a vitória por tempo.
pace-vacation-started = Boas férias! Volta em { $until }.
pace-vacation-ended = Bem-vindo de volta: seus relógios correm de novo.
pace-vacation-status-home = Você não está de férias. Resta neste mês: { $left }.
pace-vacation-status-away = Você está de férias até { $until }. Resta neste mês: { $left }.
pace-no-matches = { $member } não tem partidas em andamento aqui.
pace-matches = Partidas em andamento de { $member }:
    { $matches }
pace-percent = { $percent }%
pace-no-reminders = nenhum momento
pace-settings = Ritmo padrão: { $control } ({ $described }).
    Lembretes em { $reminders } do tempo de um jogador.
    { $timeout ->
        [automatic] Estourar o tempo perde na hora.
       *[claimed] Estourar o tempo deixa o adversário reivindicar a vitória.
    }
    Férias: { $days ->
        [one] um dia por mês.
       *[other] { $days } dias por mês.
    }
pace-not-a-control = "{ $text }" não é um ritmo: escreva dias ou minutos por lance como "3d" ou "10m", se quiser com reserva como "3d+7d".
pace-per-move-range = O tempo por lance deve ficar entre 1{ $unit } e { $most }.
pace-reserve-unit = Escreva a reserva na mesma unidade do tempo por lance.
pace-reserve-range = A reserva pode ser no máximo { $most }.
pace-none-running = Não há relógio correndo nesta partida.
pace-claim-players-only = Só um jogador desta partida pode reivindicar a vitória.
pace-out-of-step = Este relógio está fora de sincronia com a partida; nada de vitória por tempo com ele.
pace-own-clock = É o seu próprio relógio que está correndo.
pace-never-runs-out = O relógio do seu adversário nunca se esgota.
pace-opponent-has-time = Seu adversário ainda tem { $left } no relógio.
pace-vacation-too-short = Férias duram pelo menos um dia.
pace-vacation-already = Você já está de férias; encerre-as primeiro para mudá-las.
pace-vacation-too-long = Isso é mais férias do que você ainda tem neste mês ({ $left }).
pace-not-on-vacation = Você não está de férias.
pace-not-percentages = "{ $text }" não é uma lista de porcentagens como 50,90.
pace-percentage-range = As porcentagens de lembrete vão de 1 a 99.
pace-your-turn = Agora é a sua vez: não há vitória para reivindicar.
