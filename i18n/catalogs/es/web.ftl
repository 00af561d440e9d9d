# Las páginas de las partidas en el navegador (bot/web/): el enlace del tablero, /match link, la página.
web-open-in-browser = Abrir en el navegador
web-link-private = Tu enlace privado a la página de esta partida, con tu mano: no lo compartas. Funciona durante 7 días{ $revoked ->
    [yes] ; ningún enlace que recibiste antes se abre ya.
   *[no] .
}
web-link-pages-off = Las páginas de partidas de este servidor están desactivadas (o este bot no ofrece páginas).
web-moves = Jugadas
web-start = Inicio
web-first = Posición inicial
web-previous = Jugada anterior
web-next = Jugada siguiente
web-last = Posición actual
web-position = Posición
web-board = El tablero como tabla
web-table-where = Casilla
web-table-what = Qué hay
web-history = Descargar el archivo del historial
web-your-hand = Tu propia vista
web-review = El análisis del ordenador
web-keys = Las flechas recorren las jugadas; Inicio y Fin saltan al principio y a la posición actual.
web-after-move = Tras la jugada { $ply }: { $move }
web-to-move = Juega { $seat }
web-result-win = Ganó { $seat }: { $reason }
web-result-draw = Tablas: { $reason }
web-result-aborted = Anulada: { $reason }
web-cell-piece = { $piece ->
    [king] dama
    [dragon] dragón
    [builder] constructor
   *[man] peón
} ({ $seat }){ $captive ->
    [yes] {" "}(cautivo)
   *[no] {""}
}
web-cell-holding = { $piece } con { $powerups }
web-cell-powerup = Potenciador: { $powerup }
web-cell-building = { $height ->
    [1] edificio de un piso
    [2] edificio de dos pisos
   *[other] ciudadela
} ({ $seat })
web-cell-unit = unidad ({ $seat })
web-cell-card = carta { $card } ({ $seat }){ $royal ->
    [none] {""}
   *[other] , fortificada con { $royal }
}
web-row-hand = Mano: { $seat }
web-row-deck = Mazo
web-row-discard = Descarte
web-cards = { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}
web-discard = { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}{ $top ->
    [none] {""}
   *[other] , arriba { $top }
}
