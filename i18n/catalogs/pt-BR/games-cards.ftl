# Domination (o jogo de cartas): recusas e finais (games/domination_cards/).
game-cards-how-to-write = explore com E7@2,0, conquiste com C7:1,0>2,0 (os passos de blitz vêm depois de um espaço, como 4>3,0), fortifique com FQ@1,0
game-cards-not-a-card = { $royals ->
    [yes] { $card } não é uma carta deste baralho (valores de 1 a { $top } e as figuras J, Q, K)
   *[no] { $card } não é uma carta deste baralho (valores de 1 a { $top })
}
game-cards-mismatch = faltam: { $missing ->
    [none] nenhuma
   *[other] { $missing }
}; sobram: { $extra ->
    [none] nenhuma
   *[other] { $extra }
}
game-cards-complete-group = { $seat } tem um grupo ligado com todos os valores de 1 a { $top }
game-cards-deck-out = o baralho acabou e { $seat } não tem mais cartas
game-cards-stuck = { $seat } não tem nenhum turno permitido com as cartas na mão
game-cards-points-draw = { $why }; os dois melhores grupos têm { $values } valores: empate
game-cards-points-win = { $why }; o melhor grupo de { seat-domination-cards-H } tem { $h } valores, o de { seat-domination-cards-V } { $v }: { $seat } vence
game-cards-take-empty = { $cell } está vazia: não há nada para tomar
game-cards-take-own = { $cell } já é sua
game-cards-take-fortified = { $cell } está fortificada com um { $royal }: só um { $royal } pode tomá-la
game-cards-take-last = { $cell } é a última carta de { $seat }, e a última carta de um jogador nunca é tomada
game-cards-explore-royal = uma figura não pode explorar: use-a para conquistar ou fortificar
game-cards-explore-taken = { $cell } já tem uma carta
game-cards-explore-alone = { $cell } não toca nenhuma carta: explore ao lado de uma carta da mesa
game-cards-fortify-royal = só uma figura (J, Q ou K) pode fortificar uma carta
game-cards-fortify-foreign = { $cell } não é uma das suas cartas: você só pode fortificar as suas
game-cards-fortify-twice = { $cell } já está fortificada com um { $royal }
game-cards-conquer-anchor = { $cell } não é uma das suas cartas: uma conquista parte das suas
game-cards-blitz-royal = uma figura pode começar uma conquista, mas nunca fazer blitz
game-cards-conquer-match = { $cell } é um { $card }: a carta que você descarta precisa combinar com ela
game-cards-not-neighbours = { $cell } não fica ao lado de { $source }
game-cards-not-in-hand = você não tem nenhum { $card } para descartar (na mão: { $hand ->
    [none] nada
   *[other] { $hand }
})
game-cards-no-anchor = nenhuma das suas cartas ao lado de { $cell } combina com um { $card }
game-cards-not-a-move = { $move } não é um lance de Domination
game-cards-position-card = carta ilegível na posição: { $reason }
game-cards-position-turn = a vez deve ser H ou V, não { $given }
game-cards-position-sections = uma posição tem as seções { $sections }, nessa ordem
game-cards-position-hidden = { $given } esconde cartas: só um texto de posição completo pode ser lido
game-cards-position-entry = { $given } não é uma carta da mesa (escreva como H7@1,0 ou V5[Q]@0,1)
game-cards-position-two-cards = há duas cartas em { $cell }
game-cards-position-royal-card = { $given }: uma figura não pode ficar na mesa como carta
game-cards-position-fortification = { $given }: só uma figura (com royal=true) pode fortificar uma carta
game-cards-position-deck = as cartas da posição não formam este baralho ({ $mismatch })
game-cards-position-hand-full = { $seat } tem { $cards } cartas; uma mão tem { $hand }
game-cards-position-hand-short = { $seat } tem { $cards } cartas enquanto ainda há baralho; as mãos são completadas até { $hand } depois de cada turno
game-cards-position-connected = as cartas da mesa precisam formar um único grupo ligado
game-cards-position-no-card = { $seat } não tem nenhuma carta na mesa, mas a última carta nunca é tomada
game-cards-royal-deck = Royal Domination (royal=true) só é jogado com o baralho padrão
game-cards-order-card = opção 'order': { $reason }
game-cards-order-cards = order precisa listar as { $size } cartas deste baralho, cada uma tantas vezes quanto o baralho a tem ({ $mismatch })
seat-domination-cards-H = Horizontal
seat-domination-cards-V = Vertical
