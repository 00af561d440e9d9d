# Draagostat: rechazos y finales (games/draagostat/).
game-draagostat-building = { $height ->
    [1] un edificio de una planta
    [2] un edificio de dos plantas
   *[other] una ciudadela
} { $seat ->
    [dark] oscuro
   *[light] claro
}
game-draagostat-height = { $height ->
    [0] suelo desnudo
    [1] un edificio de una planta
    [2] un edificio de dos plantas
   *[other] una ciudadela
}
game-draagostat-piece = { $piece ->
    [builder] el constructor
   *[dragon] el dragón
} { $seat ->
    [dark] oscuro
   *[light] claro
}
game-draagostat-dominion = ¡Dominio! { $seat } controla la ciudad { $squares }
game-draagostat-repetition = la misma posición se ha repetido por tercera vez
game-draagostat-how-to-write = escribe un paso como Bb2-b3, un ataque como Dc2xc3>d1, una construcción como +b2, -b2 o #b2, un traslado como Bb2^b3, un rescate como Dc2-c3*a1
game-draagostat-not-a-move = { $move } no es una jugada de Draagostat
game-draagostat-step-onto-building = en { $square } hay { $building }: un constructor solo pisa suelo desnudo o sus propios edificios
game-draagostat-lightning-building = en { $square } hay { $building }: el rayo no puede caer en una esquina con un edificio rival
game-draagostat-not-captive-there = tu constructor no está cautivo en { $square }
game-draagostat-rescue-attacks = en { $square } está { $piece }: el rescate lo ataca, y se escribe { $written }<casilla>><casilla>
game-draagostat-build-under-dragon = tu constructor comparte { $square } con tu dragón y no puede construir ahí
game-draagostat-build-on-foreign = en { $square } hay { $building }: un constructor solo construye en suelo desnudo o en sus propios edificios
game-draagostat-citadel-permanent = la ciudadela de { $square } es permanente: no se construye nada encima ni se quita nada
game-draagostat-no-third-story = no hay tercera planta: el edificio de dos plantas de { $square } se puede convertir (#{ $square }) o usar para un traslado
game-draagostat-no-stories-left = tus cuatro plantas ya están en el tablero
game-draagostat-no-story-there = no hay ninguna planta en { $square } que quitar o convertir
game-draagostat-carry-under-dragon = tu constructor comparte { $square } con tu dragón y no puede trasladar desde ahí
game-draagostat-carry-from = un constructor solo traslada desde su propio edificio de dos plantas, y en { $square } está sobre { $height }
game-draagostat-carry-onto = en { $square } hay { $building }: una planta trasladada solo va a suelo desnudo
game-draagostat-carry-onto-piece = en { $square } está { $piece }: una planta solo se traslada a una casilla vacía
game-draagostat-not-there = tu { $piece ->
    [builder] constructor
   *[dragon] dragón
} está en { $square }, no en { $named }
game-draagostat-builder-captive = tu constructor está cautivo en { $square }: no puede actuar hasta que tu dragón lo libere
game-draagostat-not-orthogonal = { $action ->
    [step] un constructor avanza
    [attack] un constructor ataca
   *[carry] un constructor traslada
} solo una casilla en línea recta, y { $square } no está junto a { $origin }
game-draagostat-onto-foe = en { $square } está { $piece }: ir ahí es un ataque, y se escribe { $written }<adónde va>
game-draagostat-reach-captive = tu constructor está cautivo en { $square }: llegar hasta él es un rescate, y se escribe con *<adónde va el constructor>
game-draagostat-dragon-route = un dragón no puede ir de { $origin } a { $square }: avanza una casilla en línea recta, vuela de una ciudadela a otra y cabalga el rayo de una esquina a otra (nunca sobre una pieza rival)
game-draagostat-nothing-to-attack = no hay ninguna pieza de { $seat } en { $square } que atacar
game-draagostat-two-on-one = dos contra uno: en { $square } están las dos piezas de { $seat }, y juntas no se pueden atacar
game-draagostat-attack-captive = en { $square } está el constructor cautivo de { $seat }: a un cautivo no se le puede atacar
game-draagostat-off-foreign = tu constructor está en { $origin } sobre { $standing }: su siguiente movimiento debe llegar a suelo desnudo o a un edificio propio, y en { $square } hay { $building }
game-draagostat-attack-height = un constructor solo ataca a piezas a su misma altura o más abajo: la pieza de { $square } está sobre { $height }, tu constructor sobre { $own }
game-draagostat-must-leave = { $piece ->
    [builder] el constructor atacado
   *[dragon] el dragón atacado
} debe salir de { $square }
game-draagostat-banish-building = en { $square } hay { $building }: una pieza desterrada va a una casilla sin edificio
game-draagostat-banish-own = en { $square } está tu { $piece ->
    [builder] constructor
   *[dragon] dragón
}: una pieza desterrada no puede unirse a tus piezas
game-draagostat-captive-dragon = en { $square } está tu ciudadela: solo un constructor puede quedar cautivo, y un dragón desterrado va a una casilla sin edificio
game-draagostat-captive-one-citadel = en { $square } está tu ciudadela, pero un constructor solo queda cautivo mientras tus dos ciudadelas están en el tablero
game-draagostat-captive-same-citadel = el constructor atacado debe salir de { $square }: retenlo en tu otra ciudadela
game-draagostat-captive-on-dragon = el dragón de { $seat } está en { $square }: su constructor no puede quedar cautivo ahí
game-draagostat-free-onto-foe = en { $square } está { $piece }: el constructor liberado va donde no haya ninguna pieza rival
game-draagostat-free-onto-building = en { $square } hay { $building }: el constructor liberado va a suelo desnudo o a un edificio propio
game-draagostat-convert-one-story = solo un edificio de dos plantas se convierte en ciudadela, y en { $square } hay uno de una planta
game-draagostat-no-citadels-left = tus dos ciudadelas ya están en el tablero
game-draagostat-citadel-delay = espera de ciudadela: tu constructor aún no se ha movido por su propia acción, así que no puedes convertir
game-draagostat-first-conversion = derecho de primera conversión: tu rival convirtió en el turno anterior, así que no puedes convertir en este
game-draagostat-centre-freeze = centro congelado: b2, b3, c2 y c3 ya tienen dos ciudadelas, así que { $square } no puede ser una
game-draagostat-position-fields = una posición de Draagostat tiene seis campos y un séptimo opcional: tablero, bando que mueve, dark=..., light=..., delay=..., converted=... [seen=...]
game-draagostat-position-side = el bando que mueve es dark o light, no { $given }
game-draagostat-position-board = el tablero son cuatro filas de cuatro caracteres, separadas por /
game-draagostat-position-square = { $given } no es una casilla del tablero: usa . S T C (oscuro) o s t c (claro)
game-draagostat-position-pieces = { $given } debe dar el constructor y el dragón de { $seat }, p. ej. { $example } (un ! tras la casilla del constructor lo marca como cautivo)
game-draagostat-position-delay = se esperaba delay=<puestos> o delay=-, no { $given }
game-draagostat-position-delay-seats = delay lista dark y/o light, o es -, no { $given }
game-draagostat-position-converted = se esperaba converted=- o { $expected } (solo el bando que acaba de mover puede haber convertido), no { $given }
game-draagostat-position-seen = seen= lista posiciones anteriores, cada una con 8 letras, cifras, - o _, separadas por comas
game-draagostat-position-too-many = { $seat } tiene más de { $stories } plantas o { $citadels } ciudadelas en el tablero
game-draagostat-position-centre = las casillas centrales tienen más de dos ciudadelas
game-draagostat-position-captive = el constructor cautivo de { $seat } debe estar en una ciudadela rival, no en { $square }
game-draagostat-position-freed = el dragón de { $seat } en { $square } liberaría a su constructor
game-draagostat-position-both-colours = en { $square } hay piezas de los dos colores, algo que solo pueden hacer un cautivo y su captor
game-draagostat-setup-four = setup nombra cuatro casillas: constructor oscuro, constructor claro, dragón oscuro, dragón claro (p. ej. a1,b2,c3,d4)
game-draagostat-setup-square = { $square } no es una casilla del tablero (de a1 a d4)
game-draagostat-setup-differ = las cuatro casillas iniciales deben ser todas distintas
game-draagostat-diagonals = debe ser un número de 0 a 4, o "all", no { $given }
seat-draagostat-dark = Oscuro
seat-draagostat-light = Claro
