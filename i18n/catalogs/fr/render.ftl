# Les mots dessinés sur les images et leur texte alternatif (render/).
render-seat = { $seat ->
    [dark] Sombre
    [light] Clair
    [black] Noir
    [white] Blanc
    [H] Horizontal
    [V] Vertical
   *[other] { $seat }
}
render-title-and-reason = { $title } : { $reason }
render-waiting = En attente
render-to-move = Au tour de { $seat }
render-draw = Nulle
render-wins = { $seat } gagne
render-start = Début
render-move-number = Coup { $ply }
render-last-move = Coup { $ply } : { $move }
render-alt-opening = { $title }, coup { $ply }. { $situation }.
render-alt-last-move = Dernier coup : { $move }.
render-alt-last-move-by = Dernier coup : { $move } par { $seat }.
render-run = { $first } à { $last }
render-powerup = { $powerup ->
    [S] Épée
    [H] Bouclier
    [C] Canon
   *[T] Téléporteur
}
render-powerup-on = { $powerup } en { $square }
render-powerups-unclaimed = Bonus libres : { $powerups }.
render-powerups-to-place = Bonus encore à placer : { $seats }.
render-king-holding = { $square } ({ $powerups })
render-draughtnauts-side = { $men ->
    [none] { $kings ->
        [none] { $seat } n'a aucun pion.
       *[other] { $seat } : dames en { $kings }.
    }
   *[other] { $kings ->
        [none] { $seat } : pions en { $men }.
       *[other] { $seat } : pions en { $men } ; dames en { $kings }.
    }
}
render-draagostat-pool = Réserve { $seat }
render-draagostat-pool-count = { $stories ->
    [one] { $stories } étage
   *[other] { $stories } étages
}, { $citadels ->
    [one] { $citadels } citadelle
   *[other] { $citadels } citadelles
}
render-draagostat-piece = { $piece ->
    [builder] bâtisseur
   *[dragon] dragon
} en { $square }{ $captive ->
    [yes] {" "}(captif)
   *[no] {""}
}
render-draagostat-building = { $height ->
    [1] un étage
    [2] deux étages
   *[other] citadelle
} { $square }
render-draagostat-side = { $seat } : { $pieces } ; bâtiments : { $buildings ->
    [none] aucun
   *[other] { $buildings }
} ; réserve { $pool }.
render-draagostat-city = Cité : { $squares }.
render-grid-reserves = { $seat } : { $units } sur le plateau, réserve { $reserve }
render-grid-board = Plateau de { $size } sur { $size }.
render-grid-side = { $seat } : { $units ->
    [one] { $units } unité
   *[other] { $units } unités
} ({ $squares ->
    [none] aucune
   *[other] { $squares }
}), réserve { $reserve }.
render-grid-fate = { $seat } { $fate ->
    [kept] gardée
    [discarded] défaussée
    [destroyed] détruite
   *[turned] retournée
}
render-grid-conflict = Conflit ({ $kind ->
    [majority] majorité
    [tie] égalité
   *[surround] encerclement
}) en { $squares } : { $fates }.
render-grid-reinforced = Renforts : { $squares }.
render-cards-deck = Paquet { $cards }
render-cards-discard = Défausse { $cards }
render-cards-hand = Ta main, { $seat } : { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}
render-cards-hand-words = Ta main, { $seat } : { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}{ $listed ->
    [none] .
   *[other] {" "}: { $listed }.
}
render-cards-table-card = { $card } en { $cell }{ $royal ->
    [none] {""}
   *[other] {" "}fortifiée par { $royal }
}
render-cards-side = { $seat } a { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} ({ $cards }) sur la table et { $hand } en main.
render-cards-piles = Paquet { $deck } ; défausse { $discard }{ $top ->
    [none] .
   *[other] , carte du dessus { $top }.
}
render-bracket-bye = exempt
render-standings-rank = #
render-standings-player = Joueur
render-standings-points = Points
render-standings-record = V-N-D
render-standings-withdrawn = { $name } (retiré)
render-bracket-words = { $title }, tableau à élimination. { $matches }
render-bracket-match = { $section }, tour { $round } : { $top } contre { $bottom }.
render-bracket-match-won = { $section }, tour { $round } : { $winner } a battu { $loser }.
render-bracket-match-bye = { $section }, tour { $round } : { $player } passe, exempt.
render-bracket-undecided = un joueur encore inconnu
render-standings-words = { $title }, classement. { $rows }
render-standings-row = { $rank }. { $name } : { $points } pts, { $wins }-{ $draws }-{ $losses } (V-N-D).
# The headline of a match called off (its result line says why).
render-aborted = Annulée
# The league standings' alt text (render/league.py).
render-league-up = Montent : { $players }.
render-league-down = Descendent : { $players }.
# The team battle standings (render/team_battle.py).
render-battle-team = Équipe
render-battle-score = Points
render-battle-scorers = Meilleurs
render-battle-row = { $rank }. { $team } : { $score } (meilleurs : { $scorers }).
