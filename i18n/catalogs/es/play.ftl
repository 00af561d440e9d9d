# Jugar una partida (bot/play/). Las jugadas quedan en la notación del juego.

## Jugadas y tableros
play-you-played = Jugaste `{ $move }`.
play-you-played-board-later = Jugaste `{ $move }`; la jugada cuenta, el tablero llega enseguida.
play-move-headline = **{ $number }.** { $player } ({ $seat }) jugó `{ $move }`
play-board-after = { $moves ->
    [one] Tablero tras 1 jugada
   *[other] Tablero tras { $moves } jugadas
}
play-board-gave-up = No se pudo publicar el tablero tras la jugada { $number }. La jugada cuenta; usa `/match board` para ver la posición.
play-in-threads = Las partidas se juegan en sus hilos: ve a { $threads }.
play-match-over = { $how ->
    [resignation] Partida terminada (rendición).
    [draw_agreed] Partida terminada (tablas acordadas).
    [abort] Partida terminada (anulada).
    [moderator] Partida terminada (decisión de un moderador).
    [timeout] Partida terminada (se acabó el tiempo).
    [deadline] Partida terminada (venció el plazo de la ronda).
   *[rules] Partida terminada.
}

## Historial y repeticiones
play-no-moves-yet = Todavía no hay jugadas.
play-history-file-after-match = El archivo de la partida llega cuando termine: mostraría las cartas.
play-history-file-after-deal = El archivo de la partida llega cuando terminen todas las mesas con este reparto.
play-replay-of = Repetición de la partida { $match }.
play-replay-posted = La repetición está publicada.
play-replay-not-finished = Solo se puede repetir una partida terminada.
play-replay-deal-still-played = Otra mesa sigue jugando estas cartas: mira la repetición cuando termine.

## Rendirse y anular
play-resign-confirm = ¿Rendirte en esta partida?
play-resign-button = Rendirse
play-you-resigned = Te rendiste.
play-resign-not-yours = Solo quien pidió rendirse puede confirmarlo.
play-you-aborted = Anulaste la partida.

## Tablas
play-draw-offered = { $member } ofrece tablas. { $opponent }, ¿aceptas?
play-draw-offer-posted = Tu oferta de tablas está publicada.
play-draw-you-accepted = Aceptaste la oferta de tablas pendiente.
play-draw-agreed = Tablas acordadas: { $reason }.
play-draw-declined = { $member } rechazó las tablas; a seguir jugando.
play-accept-draw-button = Aceptar tablas
play-decline-draw-button = Rechazar tablas

## Deshacer jugadas y revanchas
play-opponent-asked = Se lo hemos preguntado a tu rival.
play-takeback-asked = { $member } pide deshacer su última jugada. ¿{ $opponent }?
play-allow-takeback-button = Permitir deshacer
play-refuse-takeback-button = No permitir deshacer
play-takeback-allowed = { $member } permitió deshacer la jugada.
play-takeback-refused = { $member } no permitió deshacer la jugada. A seguir jugando.
play-takeback-done = Se deshizo la última jugada.
play-takeback-hidden-cards = En { $game } las jugadas no se deshacen: la jugada que querrías deshacer ya te mostró cartas ocultas.
play-takeback-own-move-only = Solo puedes deshacer tu propia jugada, y solo hasta que tu rival responda.
play-takeback-match-over = Esta partida ha terminado.
play-takeback-no-request = No hay ninguna petición de deshacer que responder.
play-takeback-not-yours = Solo el rival de quien lo pide puede responder a una petición de deshacer.
play-takeback-answered = Esta petición de deshacer ya tuvo respuesta.
play-rematch-offered = { $member } ofrece la revancha. ¿{ $opponent }?
play-accept-rematch-button = Aceptar la revancha
play-rematch-accepted = { $member } aceptó la revancha.
play-rematch-heading = **Revancha**: { $players }
play-rematch-heading-computer = El ordenador acepta. **Revancha**: { $players }
play-rematch-computer-accepted = El ordenador aceptó: a jugar.
play-rematch-players-only = Solo los jugadores de una partida pueden ofrecer la revancha.
play-rematch-round-deal = Estas cartas se repartieron para toda una ronda del torneo: una revancha las volvería a repartir a la vista de todos; empieza mejor un desafío nuevo.
play-rematch-no-offer = No hay ninguna oferta de revancha que aceptar.
play-rematch-not-yours = Solo el otro jugador puede aceptar esta revancha.
play-rematch-answered = Esta oferta de revancha ya tuvo respuesta.
play-rematch-not-finished = Una revancha solo puede seguir a una partida terminada.

## Why autocomplete offers no move (choice lines: plain text, at most 100 characters)
play-hint-no-match = Aquí no hay partida: reta a alguien con /challenge
play-hint-elsewhere = Tu partida está en #{ $channel }
play-hint-many-elsewhere = Aquí no juegas ninguna partida: /matches muestra las tuyas
play-hint-watching = Estás mirando esta partida: solo mueven sus jugadores
play-hint-not-your-turn = No es tu turno: mueve { $seat }
play-hint-picked = Esa línea solo explica la lista; no es una jugada. Escribe después de /move para ver tus jugadas legales.
play-yours-elsewhere = Aquí no se juega ninguna partida tuya: las tuyas están en { $places }.
# A board that waited in its channel's line and covers the boards it superseded.
play-board-covers = { $moves ->
    [one] **{ $number }.** El tablero tras la jugada { $number }
   *[other] **{ $number }.** El tablero tras la jugada { $number }, con las últimas { $moves } jugadas
}
review-not-finished = Solo se puede analizar una partida terminada.
review-tournament-underway = Esta partida se jugó en un torneo: su análisis estará disponible cuando termine el torneo.
review-of = El análisis del ordenador de la partida { $match }: quién iba mejor tras cada jugada y los tres mayores vuelcos.
review-posted = El análisis está publicado.
review-title = Análisis de la partida { $match }
review-ahead = { $seat } por delante
review-plies = jugadas
review-swing = Jugada { $number } ({ $seat }): { $played }; el ordenador prefería { $preferred }
review-swing-agreed = Jugada { $number } ({ $seat }): { $played }; también la elección del ordenador
