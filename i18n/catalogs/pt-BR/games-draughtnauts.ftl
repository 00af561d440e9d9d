# Draughtnauts: recusas e finais (games/draughtnauts/).
game-draughtnauts-how-to-write = escreva passos como 11-15, capturas como 22x15x6, um tiro de canhão como 18C23, um teletransporte como 18T5
game-draughtnauts-setup-letters = uma montagem nomeia S, H, C e T uma vez cada, por exemplo 'setup SHCT'
game-draughtnauts-squares = as casas são numeradas de 1 a 32
game-draughtnauts-ambiguous = isso pode significar { $moves }: escreva a captura inteira
game-draughtnauts-no-pieces = { $seat } não tem mais peças
game-draughtnauts-no-moves = { $seat } não tem nenhum lance permitido
game-draughtnauts-repetition = empate por repetição tripla
game-draughtnauts-forty-moves = empate: quarenta lances de cada lado sem captura nem lance de pedra
game-draughtnauts-place-first = { $seat } precisa primeiro posicionar seus poderes, por exemplo 'setup SHCT'
game-draughtnauts-setup-over = os poderes só são posicionados na fase de montagem, antes do primeiro lance
game-draughtnauts-square-empty = a casa { $square } está vazia
game-draughtnauts-not-your-piece = a casa { $square } tem uma peça de { $owner }; é a vez de { $seat }
game-draughtnauts-sword-twice = só uma peça com Espada pode se mover duas vezes no mesmo turno
game-draughtnauts-sword-second = o segundo movimento da Espada deve ser um passo ou captura da mesma peça, sem pular a mesma peça duas vezes
game-draughtnauts-no-powerup = a peça em { $square } não tem { $powerup ->
    [S] Espada
    [H] Escudo
    [C] Canhão
   *[T] Teletransportador
}
game-draughtnauts-teleport-occupied = um Teletransportador precisa de um destino vazio, e a casa { $square } não está vazia
game-draughtnauts-cannon-range = um Canhão só atira numa casa vizinha na diagonal, e { $square } não é
game-draughtnauts-cannon-no-target = a casa { $square } não tem nenhuma peça de { $seat } para atingir
game-draughtnauts-must-capture = aqui a captura é obrigatória: { $captures }
game-draughtnauts-no-capture-path = nenhuma captura leva de { $start } a { $landing }
game-draughtnauts-capture-continues = a captura deve continuar enquanto a peça puder pular de novo
game-draughtnauts-capture-too-far = essa captura vai além do que as regras permitem: a coroação encerra o lance
game-draughtnauts-not-step-or-jump = de { $start } a { $landing } não é nem um passo na diagonal nem um pulo
game-draughtnauts-jump-needs-piece = um pulo de { $start } a { $landing } precisa de uma peça de { $seat } em { $over }
game-draughtnauts-square-occupied = a casa { $square } não está vazia
game-draughtnauts-men-forward = pedras andam e capturam só para a frente; só damas voltam
game-draughtnauts-position-shape = uma posição se escreve como B:W21,22,K30:B1,2 (lado da vez, depois as casas de cada lado)
game-draughtnauts-position-field = o campo { $field } não foi entendido ou aparece duas vezes
game-draughtnauts-position-both-sides = uma posição precisa de um campo W e de um campo B
game-draughtnauts-position-powerups-off = esta posição tem poderes, mas a partida tem powerups=off
game-draughtnauts-position-token = { $token } não é uma casa, nem uma dama como K30, nem um intervalo como 1-12
game-draughtnauts-position-token-squares = { $token }: as casas são numeradas de 1 a 32
game-draughtnauts-position-king-powerups = { $token }: só uma dama avulsa pode ter poderes
game-draughtnauts-position-unclaimed-token = { $token } não é uma casa com letra de poder como 31C
game-draughtnauts-position-unclaimed-row = { $token }: os poderes só ficam nas casas 1-4 e 29-32
game-draughtnauts-position-two-powerups = a casa { $square } recebeu dois poderes
game-draughtnauts-position-square-twice = a casa { $square } aparece duas vezes
game-draughtnauts-position-crowned = uma pedra em { $square } já teria sido coroada
game-draughtnauts-position-king-holds = a dama em { $square } tem no máximo dois poderes diferentes
game-draughtnauts-position-powerup-letters = a dama em { $square }: os poderes são S, H, C e T
game-draughtnauts-position-same-powerup = { $side } tem o mesmo poder duas vezes
game-draughtnauts-position-setup-choose = a fase de montagem só existe com powerups=choose
game-draughtnauts-position-setup-phase = na fase de montagem ninguém tem poderes, e só os quatro de Escuro podem estar posicionados quando Claro posiciona os seus
seat-draughtnauts-dark = Escuro
seat-draughtnauts-light = Claro
