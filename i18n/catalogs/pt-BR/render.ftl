# As palavras desenhadas nas imagens e no texto alternativo (render/).
render-seat = { $seat ->
    [dark] Escuro
    [light] Claro
    [black] Preto
    [white] Branco
    [H] Horizontal
    [V] Vertical
   *[other] { $seat }
}
render-title-and-reason = { $title }: { $reason }
render-waiting = Aguardando
render-to-move = Vez de { $seat }
render-draw = Empate
render-wins = { $seat } vence
render-start = Início
render-move-number = Lance { $ply }
render-last-move = Lance { $ply }: { $move }
render-alt-opening = { $title }, lance { $ply }. { $situation }.
render-alt-last-move = Último lance: { $move }.
render-alt-last-move-by = Último lance: { $move } de { $seat }.
render-run = { $first } a { $last }
render-powerup = { $powerup ->
    [S] Espada
    [H] Escudo
    [C] Canhão
   *[T] Teletransportador
}
render-powerup-on = { $powerup } em { $square }
render-powerups-unclaimed = Poderes livres: { $powerups }.
render-powerups-to-place = Ainda posicionam poderes: { $seats }.
render-king-holding = { $square } ({ $powerups })
render-draughtnauts-side = { $men ->
    [none] { $kings ->
        [none] { $seat } não tem peças.
       *[other] { $seat }: damas em { $kings }.
    }
   *[other] { $kings ->
        [none] { $seat }: pedras em { $men }.
       *[other] { $seat }: pedras em { $men }; damas em { $kings }.
    }
}
render-draagostat-pool = Reserva { $seat }
render-draagostat-pool-count = { $stories ->
    [one] { $stories } andar
   *[other] { $stories } andares
}, { $citadels ->
    [one] { $citadels } cidadela
   *[other] { $citadels } cidadelas
}
render-draagostat-piece = { $piece ->
    [builder] construtor
   *[dragon] dragão
} em { $square }{ $captive ->
    [yes] {" "}(preso)
   *[no] {""}
}
render-draagostat-building = { $height ->
    [1] um andar
    [2] dois andares
   *[other] cidadela
} { $square }
render-draagostat-side = { $seat }: { $pieces }; prédios: { $buildings ->
    [none] nenhum
   *[other] { $buildings }
}; reserva { $pool }.
render-draagostat-city = Cidade: { $squares }.
render-grid-reserves = { $seat }: { $units } no tabuleiro, reserva { $reserve }
render-grid-board = Tabuleiro de { $size } por { $size }.
render-grid-side = { $seat }: { $units ->
    [one] { $units } unidade
   *[other] { $units } unidades
} ({ $squares ->
    [none] nenhuma
   *[other] { $squares }
}), reserva { $reserve }.
render-grid-fate = { $seat } { $fate ->
    [kept] mantida
    [discarded] descartada
    [destroyed] destruída
   *[turned] convertida
}
render-grid-conflict = Conflito ({ $kind ->
    [majority] maioria
    [tie] empate
   *[surround] cerco
}) em { $squares }: { $fates }.
render-grid-reinforced = Reforços: { $squares }.
render-cards-deck = Baralho { $cards }
render-cards-discard = Descarte { $cards }
render-cards-hand = Sua mão, { $seat }: { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}
render-cards-hand-words = Sua mão, { $seat }: { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}{ $listed ->
    [none] .
   *[other] : { $listed }.
}
render-cards-table-card = { $card } em { $cell }{ $royal ->
    [none] {""}
   *[other] {" "}fortificada com { $royal }
}
render-cards-side = { $seat } tem { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} ({ $cards }) na mesa e { $hand } na mão.
render-cards-piles = Baralho { $deck }; descarte { $discard }{ $top ->
    [none] .
   *[other] , carta de cima { $top }.
}
render-bracket-bye = folga
render-standings-rank = #
render-standings-player = Jogador
render-standings-points = Pontos
render-standings-record = V-E-D
render-standings-withdrawn = { $name } (saiu)
render-bracket-words = { $title }, chave eliminatória. { $matches }
render-bracket-match = { $section }, rodada { $round }: { $top } contra { $bottom }.
render-bracket-match-won = { $section }, rodada { $round }: { $winner } venceu { $loser }.
render-bracket-match-bye = { $section }, rodada { $round }: { $player } avança de folga.
render-bracket-undecided = um jogador ainda a definir
render-standings-words = { $title }, classificação. { $rows }
render-standings-row = { $rank }. { $name }: { $points } pts, { $wins }-{ $draws }-{ $losses } (V-E-D).
# The headline of a match called off (its result line says why).
render-aborted = Cancelada
# The league standings' alt text (render/league.py).
render-league-up = Sobem: { $players }.
render-league-down = Descem: { $players }.
# The team battle standings (render/team_battle.py).
render-battle-team = Equipe
render-battle-score = Pontos
render-battle-scorers = Melhores
render-battle-row = { $rank }. { $team }: { $score } (melhores: { $scorers }).
