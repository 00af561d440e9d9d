# Lo que dicen los motores de todos los juegos (games/contract.py, games/typed_text.py, games/__init__.py, ai/).
game-seat = { $seat ->
    [dark] Oscuro
    [light] Claro
    [black] Negro
    [white] Blanco
   *[other] { $seat }
}
game-over = la partida ha terminado: { $reason }
game-no-seat = no hay ningún puesto { $seat }: los puestos son { $seats }
game-replay-refused = jugada { $number } { $move }: { $reason }
game-position-refused = posición: { $reason }
game-unknown = no hay ningún juego llamado { $game } (juegos: { $games })
game-no-move-given = no has indicado ninguna jugada: { $how }
game-not-a-move = { $move } no es una jugada: { $how }
game-problems = { $first }; { $rest }
game-option-unknown = no existe la opción { $option }; las opciones son { $options }
game-option-twice = la opción { $option } aparece dos veces
game-option-problem = opción { $option }: { $problem }
game-option-not-bool = debe ser true o false, no { $given }
game-option-not-whole = debe ser un número entero, no { $given }
game-option-not-one-of = debe ser uno de { $allowed }, no { $given }
game-option-too-small = debe ser { $bound } o más, no { $given }
game-option-too-large = debe ser { $bound } o menos, no { $given }
game-option-refused = este valor no se puede usar aquí
game-ai-unknown-level = no existe el nivel { $level } (elige entre { $levels })
game-ai-no-engine = el ordenador no juega a { $game }
# Las líneas del bot que muestran cómo terminó una partida.