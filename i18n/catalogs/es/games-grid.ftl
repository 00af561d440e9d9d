# Domination 16x16: rechazos y finales (games/domination_grid/).
game-grid-empty-move = la jugada está vacía: escribe los caminos de tus unidades, o 'pass'
game-grid-not-a-path = { $path } no es un camino: une casillas con guiones, como c2-c3 o c2-c4
game-grid-not-a-square = { $square } no es una casilla: nómbrala por columna y fila, como c2
game-grid-off-board = no hay ninguna casilla { $square } en el tablero de { $size }x{ $size }
game-grid-goes-nowhere = { $leg } no va a ninguna parte: un camino debe salir de su casilla
game-grid-not-straight = { $leg } no es una línea recta: las unidades avanzan por columnas y filas
game-grid-too-many-steps = un turno tiene como mucho { $most } pasos, y este tiene { $steps }
game-grid-step = paso { $number }, { $step }: { $problem }
game-grid-no-square = no hay ninguna casilla { $square } en este tablero
game-grid-step-edge = un paso va a una casilla que comparte un lado con { $square }
game-grid-no-unit = { $held ->
    [black] en { $square } hay una unidad negra, así que no hay ninguna unidad tuya que mover
    [white] en { $square } hay una unidad blanca, así que no hay ninguna unidad tuya que mover
   *[other] { $square } está vacía, así que no hay ninguna unidad tuya que mover
}
game-grid-occupied = { $square } está ocupada
game-grid-not-a-turn = { $move } no es un turno de Domination 16x16
game-grid-no-units-left = ningún bando tiene unidades en el tablero
game-grid-units-gone = { $seat } ya no tiene unidades en el tablero
game-grid-repetition = el mismo tablero, con el mismo bando por mover y las mismas reservas, se ha repetido por tercera vez
game-grid-position-parts = una posición tiene cuatro partes separadas por espacios: las filas desde arriba unidas con '/', el bando que mueve (b o w) y las reservas, como 'b=0 w=0'
game-grid-position-ranks = el tablero tiene { $ranks } filas, pero esta partida se juega en { $size }x{ $size } (elige el tamaño con la opción size)
game-grid-position-rank-length = la fila { $rank } tiene { $squares } casillas en lugar de { $size }
game-grid-position-rank-letters = la fila { $rank } contiene { $letters }: usa solo b, w y .
game-grid-position-side = el bando que mueve debe ser b o w, no { $given }
game-grid-position-reserves = las reservas se escriben 'b=N w=N', no { $given }
game-grid-position-conflict = { $square } y { $other } tienen unidades rivales una junto a otra, pero los conflictos siempre se resuelven antes de empezar un turno
game-grid-position-units = la posición tiene { $units } unidades en el tablero y en reserva, pero los ejércitos empiezan con { $start } entre los dos y nunca se crean unidades
game-grid-board-size = el tamaño del tablero debe ser un número par de { $low } a { $high }, no { $given }
seat-domination-grid-black = Negro
seat-domination-grid-white = Blanco
