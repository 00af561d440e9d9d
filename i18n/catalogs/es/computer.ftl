# El ordenador como rival (bot/computer/).
ai-player = el ordenador ({ $level })
ai-name = ordenador ({ $level })
ai-moved = **{ $number }.** { $player } ({ $seat }) jugó `{ $move }`
ai-resigns = El ordenador se rinde: su posición está perdida. ¡Bien jugado!
ai-accepts-draw = El ordenador acepta las tablas.
ai-declines-draw = El ordenador rechaza las tablas: le gusta su posición. Sigue jugando.
ai-challenge-taken = { $player } se enfrenta al ordenador ({ $level }) en **{ $game }** y juega con { $seat }.
ai-thread = { $game } · ordenador ({ $level })
ai-seated = { $player } ({ $seat }, ordenador { $level })
ai-member-seated = { $player } ({ $seat })
ai-first-board = **{ $game }**: { $players }
ai-took-back = { $moves ->
    [one] { $player } deshizo su última jugada; el ordenador lo permitió.
   *[other] { $player } deshizo su última jugada y su respuesta; el ordenador lo permitió.
}
ai-ready = Tu partida te espera en { $place }.
ai-taken-back = Deshecho: te toca.
ai-rated = Las nuevas partidas contra el ordenador puntúan: cada nivel tiene su propia puntuación.
ai-unrated = Aquí las partidas contra el ordenador no puntúan.
ai-unknown-level = Los niveles son { $levels }.
ai-no-tournament-rematch = El ordenador solo juega revanchas de partidas amistosas: empieza una con /computer play.
ai-takeback-elsewhere = Contra el ordenador, deshaz tu jugada con /computer takeback.
ai-match-over = Esta partida ha terminado.
ai-takeback-players-only = Solo quien juega aquí contra el ordenador puede deshacer una jugada.
ai-takeback-hidden-cards = En { $game } las jugadas no se deshacen: te han mostrado cartas ocultas.
ai-takeback-rated = El ordenador solo permite deshacer jugadas en partidas no puntuables.
ai-takeback-nothing = Aún no tienes ninguna jugada que deshacer.
