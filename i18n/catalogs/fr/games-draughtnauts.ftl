# Draughtnauts : refus et fins de partie (games/draughtnauts/).
game-draughtnauts-how-to-write = écris les pas comme 11-15, les prises comme 22x15x6, un tir de canon comme 18C23, une téléportation comme 18T5
game-draughtnauts-setup-letters = une mise en place nomme S, H, C et T une fois chacun, par ex. 'setup SHCT'
game-draughtnauts-squares = les cases sont numérotées de 1 à 32
game-draughtnauts-ambiguous = cela pourrait vouloir dire { $moves } : écris la prise en entier
game-draughtnauts-no-pieces = { $seat } n'a plus de pions
game-draughtnauts-no-moves = { $seat } n'a aucun coup permis
game-draughtnauts-repetition = nulle par triple répétition
game-draughtnauts-forty-moves = nulle : quarante coups de chaque camp sans prise ni coup de pion
game-draughtnauts-place-first = { $seat } doit d'abord placer ses bonus, par ex. 'setup SHCT'
game-draughtnauts-setup-over = les bonus se placent seulement pendant la mise en place, avant le premier coup
game-draughtnauts-square-empty = la case { $square } est vide
game-draughtnauts-not-your-piece = la case { $square } porte un pion de { $owner } ; c'est au tour de { $seat }
game-draughtnauts-sword-twice = seul un pion qui tient une Épée peut jouer deux fois dans un tour
game-draughtnauts-sword-second = le second coup de l'Épée doit être un pas ou une prise du même pion, sans sauter deux fois le même pion
game-draughtnauts-no-powerup = le pion en { $square } ne tient { $powerup ->
    [S] pas d'Épée
    [H] pas de Bouclier
    [C] pas de Canon
   *[T] pas de Téléporteur
}
game-draughtnauts-teleport-occupied = un Téléporteur a besoin d'une destination vide, et la case { $square } ne l'est pas
game-draughtnauts-cannon-range = un Canon ne tire que sur une case voisine en diagonale, et { $square } ne l'est pas
game-draughtnauts-cannon-no-target = la case { $square } ne porte aucun pion de { $seat } sur lequel tirer
game-draughtnauts-must-capture = la prise est obligatoire ici : { $captures }
game-draughtnauts-no-capture-path = aucune prise ne mène de { $start } à { $landing }
game-draughtnauts-capture-continues = la prise doit continuer tant que le pion peut encore sauter
game-draughtnauts-capture-too-far = cette prise va plus loin que les règles ne le permettent : le couronnement termine le coup
game-draughtnauts-not-step-or-jump = de { $start } à { $landing }, ce n'est ni un pas en diagonale ni un saut
game-draughtnauts-jump-needs-piece = un saut de { $start } à { $landing } demande un pion de { $seat } en { $over }
game-draughtnauts-square-occupied = la case { $square } n'est pas vide
game-draughtnauts-men-forward = les pions avancent et prennent seulement vers l'avant ; seules les dames reculent
game-draughtnauts-position-shape = une position s'écrit comme B:W21,22,K30:B1,2 (camp au trait, puis les cases de chaque camp)
game-draughtnauts-position-field = le champ { $field } est incompréhensible ou apparaît deux fois
game-draughtnauts-position-both-sides = une position demande un champ W et un champ B
game-draughtnauts-position-powerups-off = cette position a des bonus, mais la partie a powerups=off
game-draughtnauts-position-token = { $token } n'est ni une case, ni une dame comme K30, ni une plage comme 1-12
game-draughtnauts-position-token-squares = { $token } : les cases sont numérotées de 1 à 32
game-draughtnauts-position-king-powerups = { $token } : seule une dame isolée peut tenir des bonus
game-draughtnauts-position-unclaimed-token = { $token } n'est pas une case suivie d'une lettre de bonus comme 31C
game-draughtnauts-position-unclaimed-row = { $token } : les bonus ne se trouvent que sur les cases 1-4 et 29-32
game-draughtnauts-position-two-powerups = la case { $square } reçoit deux bonus
game-draughtnauts-position-square-twice = la case { $square } est donnée deux fois
game-draughtnauts-position-crowned = un pion en { $square } aurait déjà été couronné
game-draughtnauts-position-king-holds = la dame en { $square } tient au plus deux bonus différents
game-draughtnauts-position-powerup-letters = la dame en { $square } : les bonus sont S, H, C et T
game-draughtnauts-position-same-powerup = { $side } a deux fois le même bonus
game-draughtnauts-position-setup-choose = une phase de mise en place n'existe qu'avec powerups=choose
game-draughtnauts-position-setup-phase = pendant la mise en place, personne ne tient de bonus, et seuls les quatre de Sombre peuvent être posés quand Clair place les siens
seat-draughtnauts-dark = Sombre
seat-draughtnauts-light = Clair
