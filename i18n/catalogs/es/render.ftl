# Las palabras dibujadas en las imágenes y su texto alternativo (render/).
render-seat = { $seat ->
    [dark] Oscuro
    [light] Claro
    [black] Negro
    [white] Blanco
    [H] Horizontal
    [V] Vertical
   *[other] { $seat }
}
render-title-and-reason = { $title }: { $reason }
render-waiting = Esperando
render-to-move = Mueve { $seat }
render-draw = Tablas
render-wins = Gana { $seat }
render-start = Inicio
render-move-number = Jugada { $ply }
render-last-move = Jugada { $ply }: { $move }
render-alt-opening = { $title }, jugada { $ply }. { $situation }.
render-alt-last-move = Última jugada: { $move }.
render-alt-last-move-by = Última jugada: { $move } de { $seat }.
render-run = { $first } a { $last }
render-powerup = { $powerup ->
    [S] Espada
    [H] Escudo
    [C] Cañón
   *[T] Teletransportador
}
render-powerup-on = { $powerup } en { $square }
render-powerups-unclaimed = Potenciadores libres: { $powerups }.
render-powerups-to-place = Aún deben colocar potenciadores: { $seats }.
render-king-holding = { $square } ({ $powerups })
render-draughtnauts-side = { $men ->
    [none] { $kings ->
        [none] { $seat } no tiene piezas.
       *[other] { $seat }: damas en { $kings }.
    }
   *[other] { $kings ->
        [none] { $seat }: peones en { $men }.
       *[other] { $seat }: peones en { $men }; damas en { $kings }.
    }
}
render-draagostat-pool = Reserva { $seat }
render-draagostat-pool-count = { $stories ->
    [one] { $stories } planta
   *[other] { $stories } plantas
}, { $citadels ->
    [one] { $citadels } ciudadela
   *[other] { $citadels } ciudadelas
}
render-draagostat-piece = { $piece ->
    [builder] constructor
   *[dragon] dragón
} en { $square }{ $captive ->
    [yes] {" "}(cautivo)
   *[no] {""}
}
render-draagostat-building = { $height ->
    [1] una planta
    [2] dos plantas
   *[other] ciudadela
} { $square }
render-draagostat-side = { $seat }: { $pieces }; edificios: { $buildings ->
    [none] ninguno
   *[other] { $buildings }
}; reserva { $pool }.
render-draagostat-city = Ciudad: { $squares }.
render-grid-reserves = { $seat }: { $units } en el tablero, reserva { $reserve }
render-grid-board = Tablero de { $size } por { $size }.
render-grid-side = { $seat }: { $units ->
    [one] { $units } unidad
   *[other] { $units } unidades
} ({ $squares ->
    [none] ninguna
   *[other] { $squares }
}), reserva { $reserve }.
render-grid-fate = { $seat } { $fate ->
    [kept] conservada
    [discarded] descartada
    [destroyed] destruida
   *[turned] convertida
}
render-grid-conflict = Conflicto ({ $kind ->
    [majority] mayoría
    [tie] empate
   *[surround] cerco
}) en { $squares }: { $fates }.
render-grid-reinforced = Refuerzos: { $squares }.
render-cards-deck = Baraja { $cards }
render-cards-discard = Descarte { $cards }
render-cards-hand = Tu mano, { $seat }: { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}
render-cards-hand-words = Tu mano, { $seat }: { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}{ $listed ->
    [none] .
   *[other] : { $listed }.
}
render-cards-table-card = { $card } en { $cell }{ $royal ->
    [none] {""}
   *[other] {" "}fortificada con { $royal }
}
render-cards-side = { $seat } tiene { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} ({ $cards }) en la mesa y { $hand } en la mano.
render-cards-piles = Baraja { $deck }; descarte { $discard }{ $top ->
    [none] .
   *[other] , carta superior { $top }.
}
render-bracket-bye = exento
render-standings-rank = #
render-standings-player = Jugador
render-standings-points = Puntos
render-standings-record = G-E-P
render-standings-withdrawn = { $name } (retirado)
render-bracket-words = { $title }, cuadro eliminatorio. { $matches }
render-bracket-match = { $section }, ronda { $round }: { $top } contra { $bottom }.
render-bracket-match-won = { $section }, ronda { $round }: { $winner } venció a { $loser }.
render-bracket-match-bye = { $section }, ronda { $round }: { $player } pasa exento.
render-bracket-undecided = un jugador aún por decidir
render-standings-words = { $title }, clasificación. { $rows }
render-standings-row = { $rank }. { $name }: { $points } pts, { $wins }-{ $draws }-{ $losses } (G-E-P).
# The headline of a match called off (its result line says why).
render-aborted = Anulada
# The league standings' alt text (render/league.py).
render-league-up = Suben: { $players }.
render-league-down = Bajan: { $players }.
# The team battle standings (render/team_battle.py).
render-battle-team = Equipo
render-battle-score = Puntos
render-battle-scorers = Mejores
render-battle-row = { $rank }. { $team }: { $score } (mejores: { $scorers }).
