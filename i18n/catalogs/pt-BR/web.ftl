# As páginas das partidas no navegador (bot/web/): o link do tabuleiro, /match link, a página.
web-open-in-browser = Abrir no navegador
web-link-private = Seu link privado para a página desta partida, com a sua mão: guarde só para você. Ele vale por 7 dias{ $revoked ->
    [yes] ; nenhum link que você recebeu antes abre mais.
   *[no] .
}
web-link-pages-off = As páginas de partidas deste servidor estão desligadas (ou este bot não serve páginas).
web-moves = Lances
web-start = Início
web-first = Posição inicial
web-previous = Lance anterior
web-next = Próximo lance
web-last = Posição atual
web-position = Posição
web-board = O tabuleiro como tabela
web-table-where = Casa
web-table-what = O que há nela
web-history = Baixar o arquivo do histórico
web-your-hand = Sua própria visão
web-review = A análise do computador
web-keys = As setas percorrem os lances; Home e End pulam para o início e para a posição atual.
web-after-move = Depois do lance { $ply }: { $move }
web-to-move = Vez de { $seat }
web-result-win = { $seat } venceu: { $reason }
web-result-draw = Empate: { $reason }
web-result-aborted = Cancelada: { $reason }
web-cell-piece = { $piece ->
    [king] dama
    [dragon] dragão
    [builder] construtor
   *[man] peça
} ({ $seat }){ $captive ->
    [yes] {" "}(capturado)
   *[no] {""}
}
web-cell-holding = { $piece } com { $powerups }
web-cell-powerup = Bônus: { $powerup }
web-cell-building = { $height ->
    [1] prédio de um andar
    [2] prédio de dois andares
   *[other] cidadela
} ({ $seat })
web-cell-unit = unidade ({ $seat })
web-cell-card = carta { $card } ({ $seat }){ $royal ->
    [none] {""}
   *[other] , fortificada por { $royal }
}
web-row-hand = Mão: { $seat }
web-row-deck = Baralho
web-row-discard = Descarte
web-cards = { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}
web-discard = { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}{ $top ->
    [none] {""}
   *[other] , no topo { $top }
}
