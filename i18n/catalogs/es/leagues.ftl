# Leagues (bot/leagues/): announcements, answers and refusals.
league-unnamed = Liga
league-not-found = Aquí no hay ninguna liga con el número { $id }.
league-season-days = Una temporada dura de 1 a { $most } días.
league-division-size = Una división tiene de { $least } a { $most } jugadores.
league-movers = Como mucho sube la mitad de una división y como mucho baja la mitad: { $most } cada vez.
league-break-hours = La inscripción dura de 1 a { $most } horas.
league-over = Esta liga ha terminado.
league-already-member = Ya estás en esta liga.
league-not-member = No estás en esta liga (o ya la dejas cuando termine esta temporada).
league-not-running = Esta liga ya está en pausa o ha terminado.
league-not-paused = Esta liga no está en pausa.
league-no-season = Ahora no se juega ninguna temporada de esta liga.
league-substitute-already-in = Ese miembro ya está en la liga.
league-member-not-playing = Ese miembro no juega esta temporada.
league-division-opening = Esa división aún se está preparando; vuelve a intentarlo en un minuto.
league-no-such-season = Esta liga no tiene temporada { $season }.
league-no-such-division = No existe la división { $division }: esta temporada tiene { $most }.
league-created = La liga #{ $id } está abierta; su anuncio está en este canal.
league-joined = Estás en { $name }. Juegas desde su próxima temporada.
league-left = Has dejado { $name }.
league-leaving = Dejas { $name } cuando termine la temporada en curso.
league-paused = { $name } está en pausa: no empieza ninguna temporada hasta que la reanudes.
league-resumed = { $name } sigue adelante.
league-ended-reply = La liga ha terminado.
league-substituted = { $joining } ocupa el puesto de { $leaving }.
league-none = Aquí no hay ninguna liga en marcha.
league-listed = #{ $id } { $name }: { $game }, miembros: { $members }, temporada { $season }, { $status ->
    [open] entre temporadas
    [running] temporada en curso
    [paused] en pausa
   *[other] terminada
}
league-opened = **{ $name }** (#{ $id }) está abierta: { $game }. Jugadores por división: { $size }; días por temporada: { $days }. Únete con `/league join`; la primera temporada empieza { $starts }.
league-season-begun = **{ $name }**: empieza la temporada { $season }. Jugadores: { $players }; divisiones: { $divisions }. Las partidas de cada división se abren en hilos aquí; mira `/league standings`.
league-postponed = **{ $name }**: faltan jugadores para una temporada, así que empieza { $starts }. Únete con `/league join`.
league-season-ended = **{ $name }**: la temporada { $season } ha terminado.
league-champion = Campeón: { $player }
league-promoted = ▲ Suben: { $players }
league-relegated = ▼ Bajan: { $players }
league-and-more = { $count } más
league-next-season = La próxima temporada empieza { $starts }; hasta entonces se puede entrar o salir.
league-waits = La liga está en pausa: la próxima temporada espera a la moderación.
league-ended = **{ $name }** ha terminado.
league-history-none = { $member } aún no ha jugado ninguna temporada de esta liga.
league-history-of = Temporadas de { $member }:
league-history-line = Temporada { $season }: división { $division } ({ $came })
league-history-finish = puesto { $rank }, puntos: { $points }
league-came-new = nuevo
league-came-up = subió
league-came-down = bajó
league-came-stay = se quedó
league-standings-title = { $name }, temporada { $season }
league-division = División { $division }
league-standings-live = Temporada { $season }, en curso (divisiones: { $divisions }).
league-standings-final = Temporada { $season }, final (divisiones: { $divisions }).
league-not-begun = La primera temporada de esta liga aún no ha empezado.
privacy-kept-leagues = Ligas que creaste: { $count }.
privacy-kept-league-members = Ligas en las que estás: { $count }.
privacy-kept-league-places = Tus temporadas en ligas, con divisiones, puestos y puntos: { $count }.
