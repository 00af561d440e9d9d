# Draughtnauts: rechazos y finales (games/draughtnauts/).
game-draughtnauts-how-to-write = escribe los pasos como 11-15, las capturas como 22x15x6, un disparo de cañón como 18C23, un teletransporte como 18T5
game-draughtnauts-setup-letters = una colocación nombra S, H, C y T una vez cada una, p. ej. 'setup SHCT'
game-draughtnauts-squares = las casillas van numeradas del 1 al 32
game-draughtnauts-ambiguous = eso podría significar { $moves }: escribe la captura completa
game-draughtnauts-no-pieces = { $seat } ya no tiene piezas
game-draughtnauts-no-moves = { $seat } no tiene ninguna jugada legal
game-draughtnauts-repetition = tablas por triple repetición
game-draughtnauts-forty-moves = tablas: cuarenta jugadas de cada bando sin captura ni movimiento de peón
game-draughtnauts-place-first = { $seat } debe colocar primero sus potenciadores, p. ej. 'setup SHCT'
game-draughtnauts-setup-over = los potenciadores solo se colocan en la fase de colocación, antes de la primera jugada
game-draughtnauts-square-empty = la casilla { $square } está vacía
game-draughtnauts-not-your-piece = en la casilla { $square } hay una pieza de { $owner }; le toca a { $seat }
game-draughtnauts-sword-twice = solo una pieza con Espada puede mover dos veces en un turno
game-draughtnauts-sword-second = el segundo movimiento de la Espada debe ser un paso o una captura de la misma pieza, sin saltar dos veces la misma pieza
game-draughtnauts-no-powerup = la pieza de { $square } no tiene { $powerup ->
    [S] Espada
    [H] Escudo
    [C] Cañón
   *[T] Teletransportador
}
game-draughtnauts-teleport-occupied = un Teletransportador necesita un destino vacío, y la casilla { $square } no lo está
game-draughtnauts-cannon-range = un Cañón solo dispara a una casilla vecina en diagonal, y { $square } no lo es
game-draughtnauts-cannon-no-target = en la casilla { $square } no hay ninguna pieza de { $seat } a la que disparar
game-draughtnauts-must-capture = aquí es obligatorio capturar: { $captures }
game-draughtnauts-no-capture-path = ninguna captura lleva de { $start } a { $landing }
game-draughtnauts-capture-continues = la captura debe seguir mientras la pieza pueda volver a saltar
game-draughtnauts-capture-too-far = esa captura va más lejos de lo que permiten las reglas: la coronación termina la jugada
game-draughtnauts-not-step-or-jump = de { $start } a { $landing } no es ni un paso en diagonal ni un salto
game-draughtnauts-jump-needs-piece = un salto de { $start } a { $landing } necesita una pieza de { $seat } en { $over }
game-draughtnauts-square-occupied = la casilla { $square } no está vacía
game-draughtnauts-men-forward = los peones mueven y capturan solo hacia delante; solo las damas van hacia atrás
game-draughtnauts-position-shape = una posición se escribe como B:W21,22,K30:B1,2 (el bando que mueve y luego las casillas de cada bando)
game-draughtnauts-position-field = el campo { $field } no se entiende o aparece dos veces
game-draughtnauts-position-both-sides = una posición necesita un campo W y un campo B
game-draughtnauts-position-powerups-off = esta posición tiene potenciadores, pero la partida tiene powerups=off
game-draughtnauts-position-token = { $token } no es una casilla, ni una dama como K30, ni un rango como 1-12
game-draughtnauts-position-token-squares = { $token }: las casillas van numeradas del 1 al 32
game-draughtnauts-position-king-powerups = { $token }: solo una dama suelta puede llevar potenciadores
game-draughtnauts-position-unclaimed-token = { $token } no es una casilla con letra de potenciador como 31C
game-draughtnauts-position-unclaimed-row = { $token }: los potenciadores solo están en las casillas 1-4 y 29-32
game-draughtnauts-position-two-powerups = la casilla { $square } recibe dos potenciadores
game-draughtnauts-position-square-twice = la casilla { $square } aparece dos veces
game-draughtnauts-position-crowned = un peón en { $square } ya habría sido coronado
game-draughtnauts-position-king-holds = la dama de { $square } lleva como mucho dos potenciadores distintos
game-draughtnauts-position-powerup-letters = la dama de { $square }: los potenciadores son S, H, C y T
game-draughtnauts-position-same-powerup = { $side } tiene el mismo potenciador dos veces
game-draughtnauts-position-setup-choose = solo hay fase de colocación con powerups=choose
game-draughtnauts-position-setup-phase = en la fase de colocación nadie lleva potenciadores, y solo pueden estar colocados los cuatro de Oscuro cuando Claro coloca los suyos
seat-draughtnauts-dark = Oscuro
seat-draughtnauts-light = Claro
