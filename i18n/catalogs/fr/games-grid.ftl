# Domination 16x16 : refus et fins de partie (games/domination_grid/).
game-grid-empty-move = le coup est vide : écris les chemins de tes unités, ou 'pass'
game-grid-not-a-path = { $path } n'est pas un chemin : relie les cases par des tirets, comme c2-c3 ou c2-c4
game-grid-not-a-square = { $square } n'est pas une case : nomme-la par colonne et rangée, comme c2
game-grid-off-board = il n'y a pas de case { $square } sur le plateau { $size }x{ $size }
game-grid-goes-nowhere = { $leg } ne mène nulle part : un chemin doit quitter sa case
game-grid-not-straight = { $leg } n'est pas une ligne droite : les unités avancent le long des colonnes et des rangées
game-grid-too-many-steps = un tour compte au plus { $most } pas, et celui-ci en a { $steps }
game-grid-step = pas { $number }, { $step } : { $problem }
game-grid-no-square = il n'y a pas de case { $square } sur ce plateau
game-grid-step-edge = un pas va sur une case qui partage un bord avec { $square }
game-grid-no-unit = { $held ->
    [black] { $square } porte une unité noire, donc aucune unité à toi à déplacer
    [white] { $square } porte une unité blanche, donc aucune unité à toi à déplacer
   *[other] { $square } est vide, donc aucune unité à toi à déplacer
}
game-grid-occupied = { $square } est occupée
game-grid-not-a-turn = { $move } n'est pas un tour de Domination 16x16
game-grid-no-units-left = aucun camp n'a plus d'unité sur le plateau
game-grid-units-gone = { $seat } n'a plus d'unités sur le plateau
game-grid-repetition = le même plateau, avec le même camp au trait et les mêmes réserves, est revenu pour la troisième fois
game-grid-position-parts = une position a quatre parties séparées par des espaces : les rangées du haut reliées par '/', le camp au trait (b ou w) et les réserves, comme 'b=0 w=0'
game-grid-position-ranks = le plateau a { $ranks } rangées, mais cette partie se joue en { $size }x{ $size } (choisis la taille avec l'option size)
game-grid-position-rank-length = la rangée { $rank } a { $squares } cases au lieu de { $size }
game-grid-position-rank-letters = la rangée { $rank } contient { $letters } : utilise seulement b, w et .
game-grid-position-side = le camp au trait doit être b ou w, pas { $given }
game-grid-position-reserves = les réserves s'écrivent 'b=N w=N', pas { $given }
game-grid-position-conflict = { $square } et { $other } ont des unités adverses côte à côte, mais les conflits sont toujours réglés avant le début d'un tour
game-grid-position-units = la position compte { $units } unités sur le plateau et en réserve, mais les armées commencent avec { $start } à elles deux et aucune unité n'est jamais créée
game-grid-board-size = la taille du plateau doit être un nombre pair de { $low } à { $high }, pas { $given }
seat-domination-grid-black = Noir
seat-domination-grid-white = Blanc
