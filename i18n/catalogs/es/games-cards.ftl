# Domination (el juego de cartas): rechazos y finales (games/domination_cards/).
game-cards-how-to-write = explora con E7@2,0, conquista con C7:1,0>2,0 (los pasos de blitz siguen tras un espacio, como 4>3,0), fortifica con FQ@1,0
game-cards-not-a-card = { $royals ->
    [yes] { $card } no es una carta de esta baraja (valores del 1 al { $top } y las figuras J, Q, K)
   *[no] { $card } no es una carta de esta baraja (valores del 1 al { $top })
}
game-cards-mismatch = faltan: { $missing ->
    [none] ninguna
   *[other] { $missing }
}; sobran: { $extra ->
    [none] ninguna
   *[other] { $extra }
}
game-cards-complete-group = { $seat } tiene un grupo conectado con todos los valores del 1 al { $top }
game-cards-deck-out = la baraja se ha acabado y { $seat } no tiene cartas
game-cards-stuck = { $seat } no tiene ningún turno legal con las cartas de su mano
game-cards-points-draw = { $why }; los dos mejores grupos tienen { $values } valores: tablas
game-cards-points-win = { $why }; el mejor grupo de { seat-domination-cards-H } tiene { $h } valores, el de { seat-domination-cards-V } { $v }: gana { $seat }
game-cards-take-empty = { $cell } está vacía: no hay nada que tomar
game-cards-take-own = { $cell } ya es tuya
game-cards-take-fortified = { $cell } está fortificada con un { $royal }: solo un { $royal } puede tomarla
game-cards-take-last = { $cell } es la última carta de { $seat }, y la última carta de un jugador nunca se toma
game-cards-explore-royal = una figura no puede explorar: úsala para conquistar o fortificar
game-cards-explore-taken = { $cell } ya tiene una carta
game-cards-explore-alone = { $cell } no toca ninguna carta: explora junto a una carta de la mesa
game-cards-fortify-royal = solo una figura (J, Q o K) puede fortificar una carta
game-cards-fortify-foreign = { $cell } no es una de tus cartas: solo puedes fortificar las tuyas
game-cards-fortify-twice = { $cell } ya está fortificada con un { $royal }
game-cards-conquer-anchor = { $cell } no es una de tus cartas: una conquista parte de las tuyas
game-cards-blitz-royal = una figura puede empezar una conquista, pero nunca hacer blitz
game-cards-conquer-match = { $cell } es un { $card }: la carta que descartes debe coincidir
game-cards-not-neighbours = { $cell } no está junto a { $source }
game-cards-not-in-hand = no tienes ningún { $card } para descartar (en la mano: { $hand ->
    [none] nada
   *[other] { $hand }
})
game-cards-no-anchor = ninguna de tus cartas junto a { $cell } coincide con un { $card }
game-cards-not-a-move = { $move } no es una jugada de Domination
game-cards-position-card = carta ilegible en la posición: { $reason }
game-cards-position-turn = el turno debe ser H o V, no { $given }
game-cards-position-sections = una posición tiene las secciones { $sections }, en ese orden
game-cards-position-hidden = { $given } oculta cartas: solo se puede leer un texto de posición completo
game-cards-position-entry = { $given } no es una carta de mesa (escríbela como H7@1,0 o V5[Q]@0,1)
game-cards-position-two-cards = hay dos cartas en { $cell }
game-cards-position-royal-card = { $given }: una figura no puede estar en la mesa como carta
game-cards-position-fortification = { $given }: solo una figura (con royal=true) puede fortificar una carta
game-cards-position-deck = las cartas de la posición no son esta baraja ({ $mismatch })
game-cards-position-hand-full = { $seat } tiene { $cards } cartas; una mano tiene { $hand }
game-cards-position-hand-short = { $seat } tiene { $cards } cartas mientras queda baraja; las manos se rellenan hasta { $hand } tras cada turno
game-cards-position-connected = las cartas de la mesa deben formar un solo grupo conectado
game-cards-position-no-card = { $seat } no tiene ninguna carta en la mesa, pero la última carta nunca se toma
game-cards-royal-deck = Royal Domination (royal=true) solo se juega con la baraja estándar
game-cards-order-card = opción 'order': { $reason }
game-cards-order-cards = order debe listar las { $size } cartas de esta baraja, cada una tantas veces como la tenga la baraja ({ $mismatch })
seat-domination-cards-H = Horizontal
seat-domination-cards-V = Vertical
