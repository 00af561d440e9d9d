# Domination 16x16: recusas e finais (games/domination_grid/).
game-grid-empty-move = o lance está vazio: escreva os caminhos das suas unidades, ou 'pass'
game-grid-not-a-path = { $path } não é um caminho: ligue as casas com hífens, como c2-c3 ou c2-c4
game-grid-not-a-square = { $square } não é uma casa: diga a coluna e a fileira, como c2
game-grid-off-board = não existe a casa { $square } no tabuleiro { $size }x{ $size }
game-grid-goes-nowhere = { $leg } não vai a lugar nenhum: um caminho precisa sair da sua casa
game-grid-not-straight = { $leg } não é uma linha reta: as unidades andam por colunas e fileiras
game-grid-too-many-steps = um turno tem no máximo { $most } passos, e este tem { $steps }
game-grid-step = passo { $number }, { $step }: { $problem }
game-grid-no-square = não existe a casa { $square } neste tabuleiro
game-grid-step-edge = um passo vai para uma casa que tem um lado em comum com { $square }
game-grid-no-unit = { $held ->
    [black] { $square } tem uma unidade preta, então não há unidade sua para mover
    [white] { $square } tem uma unidade branca, então não há unidade sua para mover
   *[other] { $square } está vazia, então não há unidade sua para mover
}
game-grid-occupied = { $square } está ocupada
game-grid-not-a-turn = { $move } não é um turno de Domination 16x16
game-grid-no-units-left = nenhum lado tem mais unidades no tabuleiro
game-grid-units-gone = { $seat } não tem mais unidades no tabuleiro
game-grid-repetition = o mesmo tabuleiro, com o mesmo lado da vez e as mesmas reservas, apareceu pela terceira vez
game-grid-position-parts = uma posição tem quatro partes separadas por espaços: as fileiras de cima ligadas por '/', o lado da vez (b ou w) e as reservas, como 'b=0 w=0'
game-grid-position-ranks = o tabuleiro tem { $ranks } fileiras, mas esta partida é jogada em { $size }x{ $size } (escolha o tamanho com a opção size)
game-grid-position-rank-length = a fileira { $rank } tem { $squares } casas em vez de { $size }
game-grid-position-rank-letters = a fileira { $rank } contém { $letters }: use só b, w e .
game-grid-position-side = o lado da vez deve ser b ou w, não { $given }
game-grid-position-reserves = as reservas se escrevem 'b=N w=N', não { $given }
game-grid-position-conflict = { $square } e { $other } têm unidades adversárias lado a lado, mas os conflitos sempre são resolvidos antes de um turno começar
game-grid-position-units = a posição tem { $units } unidades no tabuleiro e na reserva, mas os exércitos começam com { $start } juntos e nenhuma unidade é criada
game-grid-board-size = o tamanho do tabuleiro deve ser um número par de { $low } a { $high }, não { $given }
seat-domination-grid-black = Preto
seat-domination-grid-white = Branco
