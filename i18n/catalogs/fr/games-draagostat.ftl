# Draagostat : refus et fins de partie (games/draagostat/).
game-draagostat-building = { $height ->
    [1] un bâtiment à un étage
    [2] un bâtiment à deux étages
   *[other] une citadelle
} { $seat ->
    [dark] sombre
   *[light] clair
}
game-draagostat-height = { $height ->
    [0] le sol nu
    [1] un bâtiment à un étage
    [2] un bâtiment à deux étages
   *[other] une citadelle
}
game-draagostat-piece = { $piece ->
    [builder] le bâtisseur
   *[dragon] le dragon
} { $seat ->
    [dark] sombre
   *[light] clair
}
game-draagostat-dominion = Domination ! { $seat } tient la cité { $squares }
game-draagostat-repetition = la même position est apparue pour la troisième fois
game-draagostat-how-to-write = écris un pas Bb2-b3, une attaque Dc2xc3>d1, une construction +b2, -b2 ou #b2, un transport Bb2^b3, un sauvetage Dc2-c3*a1
game-draagostat-not-a-move = { $move } n'est pas un coup de Draagostat
game-draagostat-step-onto-building = { $square } porte { $building } : un bâtisseur ne marche que sur le sol nu ou sur ses propres bâtiments
game-draagostat-lightning-building = { $square } porte { $building } : la foudre ne peut pas frapper un coin avec un bâtiment adverse
game-draagostat-not-captive-there = ton bâtisseur n'est pas retenu captif en { $square }
game-draagostat-rescue-attacks = { $square } porte { $piece } : le sauvetage l'attaque, écrit { $written }<case>><case>
game-draagostat-build-under-dragon = ton bâtisseur partage { $square } avec ton dragon et ne peut pas y construire
game-draagostat-build-on-foreign = { $square } porte { $building } : un bâtisseur ne construit que sur le sol nu ou sur ses propres bâtiments
game-draagostat-citadel-permanent = la citadelle en { $square } est permanente : on n'y construit rien et on n'en retire rien
game-draagostat-no-third-story = il n'y a pas de troisième étage : le bâtiment à deux étages en { $square } peut être converti (#{ $square }) ou servir à un transport
game-draagostat-no-stories-left = tes quatre étages sont déjà sur le plateau
game-draagostat-no-story-there = il n'y a pas d'étage en { $square } à retirer ou convertir
game-draagostat-carry-under-dragon = ton bâtisseur partage { $square } avec ton dragon et ne peut rien en transporter
game-draagostat-carry-from = un bâtisseur ne transporte que depuis son propre bâtiment à deux étages, et en { $square } il se tient sur { $height }
game-draagostat-carry-onto = { $square } porte { $building } : un étage transporté va seulement sur le sol nu
game-draagostat-carry-onto-piece = { $square } porte { $piece } : un étage ne se transporte que sur une case vide
game-draagostat-not-there = ton { $piece ->
    [builder] bâtisseur
   *[dragon] dragon
} est en { $square }, pas en { $named }
game-draagostat-builder-captive = ton bâtisseur est retenu captif en { $square } : il ne peut pas agir avant que ton dragon le libère
game-draagostat-not-orthogonal = { $action ->
    [step] un bâtisseur avance
    [attack] un bâtisseur attaque
   *[carry] un bâtisseur transporte
} d'une seule case en ligne droite, et { $square } n'est pas à côté de { $origin }
game-draagostat-onto-foe = { $square } porte { $piece } : y aller est une attaque, écrite { $written }<où il va>
game-draagostat-reach-captive = ton bâtisseur est retenu captif en { $square } : l'atteindre est un sauvetage, écrit avec *<où va le bâtisseur>
game-draagostat-dragon-route = un dragon ne peut pas aller de { $origin } à { $square } : il avance d'une case en ligne droite, vole d'une citadelle à une autre et chevauche la foudre d'un coin à un autre (jamais sur une pièce adverse)
game-draagostat-nothing-to-attack = il n'y a aucune pièce de { $seat } en { $square } à attaquer
game-draagostat-two-on-one = deux contre un : { $square } porte les deux pièces de { $seat }, et ensemble on ne peut pas les attaquer
game-draagostat-attack-captive = { $square } porte le bâtisseur captif de { $seat } : un captif ne peut pas être attaqué
game-draagostat-off-foreign = ton bâtisseur se tient en { $origin } sur { $standing } : son prochain coup doit atteindre le sol nu ou un de ses bâtiments, et { $square } porte { $building }
game-draagostat-attack-height = un bâtisseur n'attaque qu'une pièce à sa hauteur ou plus bas : la pièce en { $square } se tient sur { $height }, ton bâtisseur sur { $own }
game-draagostat-must-leave = { $piece ->
    [builder] le bâtisseur attaqué
   *[dragon] le dragon attaqué
} doit quitter { $square }
game-draagostat-banish-building = { $square } porte { $building } : une pièce bannie va sur une case sans bâtiment
game-draagostat-banish-own = { $square } porte ton { $piece ->
    [builder] bâtisseur
   *[dragon] dragon
} : une pièce bannie ne peut pas rejoindre tes pièces
game-draagostat-captive-dragon = { $square } porte ta citadelle : seul un bâtisseur peut être retenu captif, et un dragon banni va sur une case sans bâtiment
game-draagostat-captive-one-citadel = { $square } porte ta citadelle, mais un bâtisseur n'est fait captif que tant que tes deux citadelles sont sur le plateau
game-draagostat-captive-same-citadel = le bâtisseur attaqué doit quitter { $square } : retiens-le sur ton autre citadelle
game-draagostat-captive-on-dragon = le dragon de { $seat } est en { $square } : son bâtisseur ne peut pas y être retenu captif
game-draagostat-free-onto-foe = { $square } porte { $piece } : le bâtisseur libéré va là où aucune pièce adverse ne se trouve
game-draagostat-free-onto-building = { $square } porte { $building } : le bâtisseur libéré va sur le sol nu ou sur un de ses bâtiments
game-draagostat-convert-one-story = seul un bâtiment à deux étages devient une citadelle, et { $square } porte un bâtiment à un étage
game-draagostat-no-citadels-left = tes deux citadelles sont déjà sur le plateau
game-draagostat-citadel-delay = délai de citadelle : ton bâtisseur n'a pas encore bougé par sa propre action, tu ne peux donc pas convertir
game-draagostat-first-conversion = droit de première conversion : ton adversaire a converti au tour précédent, tu ne peux donc pas convertir à celui-ci
game-draagostat-centre-freeze = gel du centre : b2, b3, c2 et c3 portent déjà deux citadelles, donc { $square } ne peut pas en devenir une
game-draagostat-position-fields = une position de Draagostat a six champs et un septième facultatif : plateau, camp au trait, dark=..., light=..., delay=..., converted=... [seen=...]
game-draagostat-position-side = le camp au trait est dark ou light, pas { $given }
game-draagostat-position-board = le plateau s'écrit en quatre rangées de quatre caractères, séparées par /
game-draagostat-position-square = { $given } n'est pas une case du plateau : utilise . S T C (sombre) ou s t c (clair)
game-draagostat-position-pieces = { $given } doit donner le bâtisseur et le dragon de { $seat }, par ex. { $example } (un ! après la case du bâtisseur le marque captif)
game-draagostat-position-delay = attendu delay=<places> ou delay=-, pas { $given }
game-draagostat-position-delay-seats = delay liste dark et/ou light, ou vaut -, pas { $given }
game-draagostat-position-converted = attendu converted=- ou { $expected } (seul le camp qui vient de jouer peut avoir converti), pas { $given }
game-draagostat-position-seen = seen= liste les positions précédentes, chacune en 8 lettres, chiffres, - ou _, séparées par des virgules
game-draagostat-position-too-many = { $seat } a plus de { $stories } étages ou { $citadels } citadelles sur le plateau
game-draagostat-position-centre = les cases du centre portent plus de deux citadelles
game-draagostat-position-captive = le bâtisseur captif de { $seat } doit se tenir sur une citadelle adverse, pas en { $square }
game-draagostat-position-freed = le dragon de { $seat } en { $square } libérerait son bâtisseur
game-draagostat-position-both-colours = { $square } porte des pièces des deux couleurs, ce que seuls un captif et son geôlier peuvent faire
game-draagostat-setup-four = setup nomme quatre cases : bâtisseur sombre, bâtisseur clair, dragon sombre, dragon clair (par ex. a1,b2,c3,d4)
game-draagostat-setup-square = { $square } n'est pas une case du plateau (a1 à d4)
game-draagostat-setup-differ = les quatre cases de départ doivent toutes être différentes
game-draagostat-diagonals = attend un nombre de 0 à 4, ou "all", pas { $given }
seat-draagostat-dark = Sombre
seat-draagostat-light = Clair
