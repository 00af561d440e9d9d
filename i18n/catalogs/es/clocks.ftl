# Relojes, vacaciones y ajustes de ritmo (bot/clocks/).
pace-control = { $per_move } por jugada
pace-control-with-reserve = { $per_move } por jugada + { $reserve } de reserva
pace-line = Reloj ({ $control }): { $sides }
pace-side = { $state ->
    [running] { $seat } { $left } (en marcha)
    [paused] { $seat } { $left } (en pausa)
   *[idle] { $seat } { $left }
}
pace-side-with-reserve = { $state ->
    [running] { $seat } { $left } (reserva { $reserve }) (en marcha)
    [paused] { $seat } { $left } (reserva { $reserve }) (en pausa)
   *[idle] { $seat } { $left } (reserva { $reserve })
}
pace-claim-win = Reclamar la victoria
pace-away = { $seat } está de vacaciones hasta el { $until }.
pace-days = { $count ->
    [one] un día
   *[other] { $count } días
}
pace-hours = { $count ->
    [one] una hora
   *[other] { $count } horas
}
pace-minutes = { $count ->
    [one] un minuto
   *[other] { $count } minutos
}
pace-none = Esta partida no tiene reloj.
pace-claimed = Reclamaste la victoria por tiempo.
pace-vacation-started = ¡Buenas vacaciones! Vuelves el { $until }.
pace-vacation-ended = Bienvenido de vuelta: tus relojes corren de nuevo.
pace-vacation-status-home = No estás de vacaciones. Te queda este mes: { $left }.
pace-vacation-status-away = Estás de vacaciones hasta el { $until }. Te queda este mes: { $left }.
pace-no-matches = { $member } no tiene partidas en curso aquí.
pace-matches = Partidas en curso de { $member }:
    { $matches }
pace-percent = { $percent } %
pace-no-reminders = ningún momento
pace-settings = Ritmo predeterminado: { $control } ({ $described }).
    Recordatorios al { $reminders } del tiempo de un jugador.
    { $timeout ->
        [automatic] Quedarse sin tiempo pierde al instante.
       *[claimed] Quedarse sin tiempo deja que el rival reclame la victoria.
    }
    Vacaciones: { $days ->
        [one] un día al mes.
       *[other] { $days } días al mes.
    }
pace-not-a-control = «{ $text }» no es un ritmo: escribe días o minutos por jugada como «3d» o «10m», si quieres con una reserva como «3d+7d».
pace-per-move-range = El tiempo por jugada debe estar entre 1{ $unit } y { $most }.
pace-reserve-unit = Escribe la reserva en la misma unidad que el tiempo por jugada.
pace-reserve-range = La reserva puede ser como mucho { $most }.
pace-none-running = No hay ningún reloj en marcha en esta partida.
pace-claim-players-only = Solo un jugador de esta partida puede reclamar la victoria.
pace-out-of-step = Este reloj no va al día con la partida; no hay victoria por tiempo con él.
pace-own-clock = El reloj que corre es el tuyo.
pace-never-runs-out = El reloj de tu rival nunca se acaba.
pace-opponent-has-time = A tu rival aún le quedan { $left } en el reloj.
pace-vacation-too-short = Unas vacaciones duran al menos un día.
pace-vacation-already = Ya estás de vacaciones; termínalas primero para cambiarlas.
pace-vacation-too-long = Son más vacaciones de las que te quedan este mes ({ $left }).
pace-not-on-vacation = No estás de vacaciones.
pace-not-percentages = «{ $text }» no es una lista de porcentajes como 50,90.
pace-percentage-range = Los porcentajes de recordatorio van de 1 a 99.
pace-your-turn = Ahora te toca a ti: no hay ninguna victoria que reclamar.
