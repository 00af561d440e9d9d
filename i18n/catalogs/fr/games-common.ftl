# Ce que disent les moteurs de tous les jeux (games/contract.py, games/typed_text.py, games/__init__.py, ai/).
game-seat = { $seat ->
    [dark] Sombre
    [light] Clair
    [black] Noir
    [white] Blanc
   *[other] { $seat }
}
game-over = la partie est terminée : { $reason }
game-no-seat = il n'y a pas de place { $seat } : les places sont { $seats }
game-replay-refused = coup { $number } { $move } : { $reason }
game-position-refused = position : { $reason }
game-unknown = aucun jeu ne s'appelle { $game } (jeux : { $games })
game-no-move-given = aucun coup indiqué : { $how }
game-not-a-move = { $move } n'est pas un coup : { $how }
game-problems = { $first } ; { $rest }
game-option-unknown = il n'y a pas d'option { $option } ; les options sont { $options }
game-option-twice = l'option { $option } est donnée deux fois
game-option-problem = option { $option } : { $problem }
game-option-not-bool = attend true ou false, pas { $given }
game-option-not-whole = attend un nombre entier, pas { $given }
game-option-not-one-of = attend l'une des valeurs { $allowed }, pas { $given }
game-option-too-small = attend { $bound } ou plus, pas { $given }
game-option-too-large = attend { $bound } ou moins, pas { $given }
game-option-refused = cette valeur n'est pas possible ici
game-ai-unknown-level = il n'y a pas de niveau { $level } (choisis parmi { $levels })
game-ai-no-engine = l'ordinateur ne joue pas à { $game }
# Les lignes du bot qui montrent comment une partie s'est terminée.