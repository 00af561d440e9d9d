# Domination (le jeu de cartes) : refus et fins de partie (games/domination_cards/).
game-cards-how-to-write = explore avec E7@2,0, conquiers avec C7:1,0>2,0 (les pas de blitz suivent après une espace, comme 4>3,0), fortifie avec FQ@1,0
game-cards-not-a-card = { $royals ->
    [yes] { $card } n'est pas une carte de ce paquet (valeurs 1 à { $top } et les figures J, Q, K)
   *[no] { $card } n'est pas une carte de ce paquet (valeurs 1 à { $top })
}
game-cards-mismatch = manque : { $missing ->
    [none] rien
   *[other] { $missing }
} ; en trop : { $extra ->
    [none] rien
   *[other] { $extra }
}
game-cards-complete-group = { $seat } tient un groupe relié avec toutes les valeurs de 1 à { $top }
game-cards-deck-out = le paquet est épuisé et { $seat } n'a plus de cartes
game-cards-stuck = { $seat } n'a aucun tour permis avec les cartes en main
game-cards-points-draw = { $why } ; les deux meilleurs groupes ont { $values } valeurs : nulle
game-cards-points-win = { $why } ; le meilleur groupe de { seat-domination-cards-H } a { $h } valeurs, celui de { seat-domination-cards-V } { $v } : { $seat } gagne
game-cards-take-empty = { $cell } est vide : il n'y a rien à prendre
game-cards-take-own = { $cell } est déjà à toi
game-cards-take-fortified = { $cell } est fortifiée par un { $royal } : seul un { $royal } peut la prendre
game-cards-take-last = { $cell } est la dernière carte de { $seat }, et la dernière carte d'un joueur n'est jamais prise
game-cards-explore-royal = une figure ne peut pas explorer : sers-t'en pour conquérir ou fortifier
game-cards-explore-taken = { $cell } porte déjà une carte
game-cards-explore-alone = { $cell } ne touche aucune carte : explore à côté d'une carte sur la table
game-cards-fortify-royal = seule une figure (J, Q ou K) peut fortifier une carte
game-cards-fortify-foreign = { $cell } n'est pas une de tes cartes : tu ne peux fortifier que les tiennes
game-cards-fortify-twice = { $cell } est déjà fortifiée par un { $royal }
game-cards-conquer-anchor = { $cell } n'est pas une de tes cartes : une conquête part des tiennes
game-cards-blitz-royal = une figure peut commencer une conquête mais jamais faire de blitz
game-cards-conquer-match = { $cell } est un { $card } : la carte que tu défausses doit lui correspondre
game-cards-not-neighbours = { $cell } n'est pas à côté de { $source }
game-cards-not-in-hand = tu n'as pas de { $card } à défausser (en main : { $hand ->
    [none] rien
   *[other] { $hand }
})
game-cards-no-anchor = aucune de tes cartes à côté de { $cell } ne correspond à un { $card }
game-cards-not-a-move = { $move } n'est pas un coup de Domination
game-cards-position-card = carte illisible dans la position : { $reason }
game-cards-position-turn = le trait doit être H ou V, pas { $given }
game-cards-position-sections = une position a les sections { $sections }, dans cet ordre
game-cards-position-hidden = { $given } cache des cartes : seul un texte de position complet peut être relu
game-cards-position-entry = { $given } n'est pas une carte de table (écris-la comme H7@1,0 ou V5[Q]@0,1)
game-cards-position-two-cards = deux cartes sont posées sur { $cell }
game-cards-position-royal-card = { $given } : une figure ne peut pas être posée sur la table comme carte
game-cards-position-fortification = { $given } : seule une figure (avec royal=true) peut fortifier une carte
game-cards-position-deck = les cartes de la position ne forment pas ce paquet ({ $mismatch })
game-cards-position-hand-full = { $seat } tient { $cards } cartes ; une main en compte { $hand }
game-cards-position-hand-short = { $seat } tient { $cards } cartes alors que le paquet n'est pas vide ; les mains sont complétées à { $hand } après chaque tour
game-cards-position-connected = les cartes sur la table doivent former un seul groupe relié
game-cards-position-no-card = { $seat } n'a aucune carte sur la table, alors qu'une dernière carte n'est jamais prise
game-cards-royal-deck = Royal Domination (royal=true) se joue seulement avec le paquet standard
game-cards-order-card = option 'order' : { $reason }
game-cards-order-cards = order doit lister les { $size } cartes de ce paquet, chacune autant de fois que le paquet la contient ({ $mismatch })
seat-domination-cards-H = Horizontal
seat-domination-cards-V = Vertical
