# Partidas (bot/core/): leyendas de los tableros, líneas de resultado, el botón de la mano
# y los rechazos del MatchService. Los puestos (dark, light, H, V...) quedan como los nombra el juego.

## La línea de estado bajo cada tablero
match-to-move = Le toca a { $player } ({ $seat }).
match-result-win = **{ $player } ({ $seat }) gana**: { $reason }.
match-result-draw = **Tablas**: { $reason }.
match-result-aborted = **Partida anulada**: { $reason }.
match-reason-resigned = { $seat } se rindió
match-reason-draw-agreed = los jugadores acordaron tablas
match-reason-timeout = a { $seat } se le acabó el tiempo
match-reason-aborted = anulada antes de que la partida arrancara
match-reason-decided = { $reason }, decisión de un moderador
match-players = { $first } ({ $first_seat }) contra { $second } ({ $second_seat })

## La mano del juego de cartas
match-show-hand = Ver mi mano
match-your-hand = Tu mano ({ $seat }):
match-hand-players-only = Solo los dos jugadores de esta partida tienen una mano que mostrar.

## Rechazos
match-not-found = No hay ninguna partida número { $match }.
match-not-found-here = Aquí no hay ninguna partida número { $match }.
match-not-here = Esa partida no se juega aquí.
match-none-here = Aquí no se está jugando ninguna partida: `/matches` lista las partidas en juego; empieza una con `/challenge`.
match-none-yet = Aquí todavía no se ha jugado ninguna partida.
match-seats-needed = { $game } necesita los puestos { $seats }.
match-channel-busy = Aquí ya se está jugando una partida: terminadla primero (sus jugadores pueden terminarla con `/match resign`), o jugad en otro canal o hilo.
match-draw-already-offered = Tu oferta de tablas ya está sobre la mesa.
match-draw-own-offer = La oferta es tuya; decide tu rival.
match-draw-answered = Esta oferta de tablas ya tuvo respuesta, o una jugada la terminó.
match-abort-too-late = Los dos ya han jugado: ríndete u ofrece tablas.
match-moved-meanwhile = Mientras tanto se hizo una jugada; vuelve a mirar el tablero.
match-no-such-seat = «{ $seat }» no es un puesto de este juego (puestos: { $seats }).
match-request-lapsed = Se hizo una jugada después de la petición, así que ya no vale.
match-over = Esta partida ha terminado: { $reason }.
match-not-a-player = No juegas en esta partida.
match-watching = Estás mirando esta partida, no juegas en ella.
match-not-your-turn = No es tu turno: le toca a { $seat }.
match-lost-race = Otro cambio en esta partida llegó antes; mira el tablero y vuelve a intentarlo.
match-game-not-allowed = Este servidor no permite { $game }.
match-deal-fixed = Las cartas las reparte el bot: quita las opciones que las fijan.
match-option-malformed = «{ $option }» no es una opción: escribe clave=valor, p. ej. size=8.
match-option-twice = La opción «{ $option }» aparece dos veces.
match-seats-domination-cards = { seat-domination-cards-H } se sienta bajo la mesa; { seat-domination-cards-V }, a su lado. `/rules` cuenta el resto.

## Why the bot ended a match itself (stored as these ids, worded when read)
match-reason-moderator = un moderador decidió la partida
match-reason-withdrew = el rival se retiró del torneo
match-reason-round-deadline = venció el plazo de la ronda
match-reason-substituted = un jugador fue sustituido
match-reason-cancelled = el torneo se canceló
