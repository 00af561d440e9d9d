# Draagostat: recusas e finais (games/draagostat/).
game-draagostat-building = { $height ->
    [1] um prédio de um andar
    [2] um prédio de dois andares
   *[other] uma cidadela
} { $seat ->
    [dark] escuro
   *[light] claro
}
game-draagostat-height = { $height ->
    [0] chão vazio
    [1] um prédio de um andar
    [2] um prédio de dois andares
   *[other] uma cidadela
}
game-draagostat-piece = { $piece ->
    [builder] o construtor
   *[dragon] o dragão
} { $seat ->
    [dark] escuro
   *[light] claro
}
game-draagostat-dominion = Domínio! { $seat } controla a cidade { $squares }
game-draagostat-repetition = a mesma posição apareceu pela terceira vez
game-draagostat-how-to-write = escreva um passo como Bb2-b3, um ataque como Dc2xc3>d1, uma construção como +b2, -b2 ou #b2, um transporte como Bb2^b3, um resgate como Dc2-c3*a1
game-draagostat-not-a-move = { $move } não é um lance de Draagostat
game-draagostat-step-onto-building = em { $square } há { $building }: um construtor só pisa em chão vazio ou nos próprios prédios
game-draagostat-lightning-building = em { $square } há { $building }: o raio não pode cair num canto com um prédio adversário
game-draagostat-not-captive-there = seu construtor não está preso em { $square }
game-draagostat-rescue-attacks = em { $square } está { $piece }: o resgate o ataca, e se escreve { $written }<casa>><casa>
game-draagostat-build-under-dragon = seu construtor divide { $square } com seu dragão e não pode construir ali
game-draagostat-build-on-foreign = em { $square } há { $building }: um construtor só constrói em chão vazio ou nos próprios prédios
game-draagostat-citadel-permanent = a cidadela em { $square } é permanente: nada é construído sobre ela nem retirado dela
game-draagostat-no-third-story = não existe terceiro andar: o prédio de dois andares em { $square } pode ser convertido (#{ $square }) ou usado num transporte
game-draagostat-no-stories-left = seus quatro andares já estão no tabuleiro
game-draagostat-no-story-there = não há andar em { $square } para retirar ou converter
game-draagostat-carry-under-dragon = seu construtor divide { $square } com seu dragão e não pode transportar dali
game-draagostat-carry-from = um construtor só transporta a partir do próprio prédio de dois andares, e em { $square } ele está sobre { $height }
game-draagostat-carry-onto = em { $square } há { $building }: um andar transportado só vai para chão vazio
game-draagostat-carry-onto-piece = em { $square } está { $piece }: um andar só é transportado para uma casa vazia
game-draagostat-not-there = seu { $piece ->
    [builder] construtor
   *[dragon] dragão
} está em { $square }, não em { $named }
game-draagostat-builder-captive = seu construtor está preso em { $square }: ele não pode agir até seu dragão libertá-lo
game-draagostat-not-orthogonal = { $action ->
    [step] um construtor anda
    [attack] um construtor ataca
   *[carry] um construtor transporta
} só uma casa em linha reta, e { $square } não fica ao lado de { $origin }
game-draagostat-onto-foe = em { $square } está { $piece }: ir para lá é um ataque, escrito { $written }<para onde ele vai>
game-draagostat-reach-captive = seu construtor está preso em { $square }: chegar até ele é um resgate, escrito com *<para onde o construtor vai>
game-draagostat-dragon-route = um dragão não consegue ir de { $origin } a { $square }: ele anda uma casa em linha reta, voa de uma cidadela a outra e cavalga o raio de um canto a outro (nunca sobre uma peça adversária)
game-draagostat-nothing-to-attack = não há nenhuma peça de { $seat } em { $square } para atacar
game-draagostat-two-on-one = dois contra um: em { $square } estão as duas peças de { $seat }, e juntas elas não podem ser atacadas
game-draagostat-attack-captive = em { $square } está o construtor preso de { $seat }: um prisioneiro não pode ser atacado
game-draagostat-off-foreign = seu construtor está em { $origin } sobre { $standing }: o próximo movimento dele precisa chegar a chão vazio ou a um prédio próprio, e em { $square } há { $building }
game-draagostat-attack-height = um construtor só ataca peças na mesma altura ou mais baixas: a peça em { $square } está sobre { $height }, seu construtor sobre { $own }
game-draagostat-must-leave = { $piece ->
    [builder] o construtor atacado
   *[dragon] o dragão atacado
} precisa sair de { $square }
game-draagostat-banish-building = em { $square } há { $building }: uma peça banida vai para uma casa sem prédio
game-draagostat-banish-own = em { $square } está seu { $piece ->
    [builder] construtor
   *[dragon] dragão
}: uma peça banida não pode se juntar às suas peças
game-draagostat-captive-dragon = em { $square } está sua cidadela: só um construtor pode ficar preso, e um dragão banido vai para uma casa sem prédio
game-draagostat-captive-one-citadel = em { $square } está sua cidadela, mas um construtor só é feito prisioneiro enquanto suas duas cidadelas estão no tabuleiro
game-draagostat-captive-same-citadel = o construtor atacado precisa sair de { $square }: prenda-o na sua outra cidadela
game-draagostat-captive-on-dragon = o dragão de { $seat } está em { $square }: o construtor dele não pode ficar preso ali
game-draagostat-free-onto-foe = em { $square } está { $piece }: o construtor libertado vai para onde não há peça adversária
game-draagostat-free-onto-building = em { $square } há { $building }: o construtor libertado vai para chão vazio ou para um prédio próprio
game-draagostat-convert-one-story = só um prédio de dois andares vira cidadela, e em { $square } há um prédio de um andar
game-draagostat-no-citadels-left = suas duas cidadelas já estão no tabuleiro
game-draagostat-citadel-delay = espera da cidadela: seu construtor ainda não se moveu por ação própria, então você não pode converter
game-draagostat-first-conversion = direito da primeira conversão: seu adversário converteu no turno anterior, então você não pode converter neste
game-draagostat-centre-freeze = centro congelado: b2, b3, c2 e c3 já têm duas cidadelas, então { $square } não pode virar uma
game-draagostat-position-fields = uma posição de Draagostat tem seis campos e um sétimo opcional: tabuleiro, lado da vez, dark=..., light=..., delay=..., converted=... [seen=...]
game-draagostat-position-side = o lado da vez é dark ou light, não { $given }
game-draagostat-position-board = o tabuleiro tem quatro fileiras de quatro caracteres, separadas por /
game-draagostat-position-square = { $given } não é uma casa do tabuleiro: use . S T C (escuro) ou s t c (claro)
game-draagostat-position-pieces = { $given } deve dar o construtor e o dragão de { $seat }, por exemplo { $example } (um ! depois da casa do construtor o marca como preso)
game-draagostat-position-delay = esperado delay=<lugares> ou delay=-, não { $given }
game-draagostat-position-delay-seats = delay lista dark e/ou light, ou é -, não { $given }
game-draagostat-position-converted = esperado converted=- ou { $expected } (só o lado que acabou de jogar pode ter convertido), não { $given }
game-draagostat-position-seen = seen= lista posições anteriores, cada uma com 8 letras, dígitos, - ou _, separadas por vírgulas
game-draagostat-position-too-many = { $seat } tem mais de { $stories } andares ou { $citadels } cidadelas no tabuleiro
game-draagostat-position-centre = as casas centrais têm mais de duas cidadelas
game-draagostat-position-captive = o construtor preso de { $seat } precisa estar numa cidadela adversária, não em { $square }
game-draagostat-position-freed = o dragão de { $seat } em { $square } libertaria seu construtor
game-draagostat-position-both-colours = em { $square } há peças das duas cores, o que só um prisioneiro e seu captor podem
game-draagostat-setup-four = setup nomeia quatro casas: construtor escuro, construtor claro, dragão escuro, dragão claro (por exemplo a1,b2,c3,d4)
game-draagostat-setup-square = { $square } não é uma casa do tabuleiro (de a1 a d4)
game-draagostat-setup-differ = as quatro casas iniciais precisam ser todas diferentes
game-draagostat-diagonals = deve ser um número de 0 a 4, ou "all", não { $given }
seat-draagostat-dark = Escuro
seat-draagostat-light = Claro
