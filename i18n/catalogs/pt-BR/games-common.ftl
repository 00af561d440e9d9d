# O que os motores de todos os jogos dizem (games/contract.py, games/typed_text.py, games/__init__.py, ai/).
game-seat = { $seat ->
    [dark] Escuro
    [light] Claro
    [black] Preto
    [white] Branco
   *[other] { $seat }
}
game-over = a partida acabou: { $reason }
game-no-seat = não existe o lugar { $seat }: os lugares são { $seats }
game-replay-refused = lance { $number } { $move }: { $reason }
game-position-refused = posição: { $reason }
game-unknown = não há nenhum jogo chamado { $game } (jogos: { $games })
game-no-move-given = nenhum lance informado: { $how }
game-not-a-move = { $move } não é um lance: { $how }
game-problems = { $first }; { $rest }
game-option-unknown = não existe a opção { $option }; as opções são { $options }
game-option-twice = a opção { $option } foi dada duas vezes
game-option-problem = opção { $option }: { $problem }
game-option-not-bool = deve ser true ou false, não { $given }
game-option-not-whole = deve ser um número inteiro, não { $given }
game-option-not-one-of = deve ser um de { $allowed }, não { $given }
game-option-too-small = deve ser { $bound } ou mais, não { $given }
game-option-too-large = deve ser { $bound } ou menos, não { $given }
game-option-refused = esse valor não pode ser usado aqui
game-ai-unknown-level = não existe o nível { $level } (escolha entre { $levels })
game-ai-no-engine = o computador não joga { $game }
# As linhas do bot que mostram como uma partida terminou.