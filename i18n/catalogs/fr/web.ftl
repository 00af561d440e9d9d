# Les pages des parties dans le navigateur (bot/web/) : le lien du plateau, /match link, la page.
web-open-in-browser = Ouvrir dans le navigateur
web-link-private = Ton lien privé vers la page de cette partie, avec ta main : garde-le pour toi. Il marche 7 jours{ $revoked ->
    [yes] ; aucun lien reçu avant ne s'ouvre plus.
   *[no] .
}
web-link-pages-off = Les pages des parties de ce serveur sont désactivées (ou ce bot n'en sert aucune).
web-moves = Coups
web-start = Début
web-first = Position de départ
web-previous = Coup précédent
web-next = Coup suivant
web-last = Position actuelle
web-position = Position
web-board = Le plateau en tableau
web-table-where = Case
web-table-what = Ce qui s'y trouve
web-history = Télécharger le fichier d'historique
web-your-hand = Ta propre vue
web-review = L'analyse de l'ordinateur
web-keys = Les flèches parcourent les coups ; Début et Fin sautent au départ et à la position actuelle.
web-after-move = Après le coup { $ply } : { $move }
web-to-move = Au tour de { $seat }
web-result-win = { $seat } a gagné : { $reason }
web-result-draw = Nulle : { $reason }
web-result-aborted = Annulée : { $reason }
web-cell-piece = { $piece ->
    [king] dame
    [dragon] dragon
    [builder] bâtisseur
   *[man] pion
} ({ $seat }){ $captive ->
    [yes] {" "}(captif)
   *[no] {""}
}
web-cell-holding = { $piece } avec { $powerups }
web-cell-powerup = Bonus : { $powerup }
web-cell-building = { $height ->
    [1] bâtiment d'un étage
    [2] bâtiment de deux étages
   *[other] citadelle
} ({ $seat })
web-cell-unit = unité ({ $seat })
web-cell-card = carte { $card } ({ $seat }){ $royal ->
    [none] {""}
   *[other] , fortifiée par { $royal }
}
web-row-hand = Main : { $seat }
web-row-deck = Pioche
web-row-discard = Défausse
web-cards = { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}
web-discard = { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}{ $top ->
    [none] {""}
   *[other] , dessus { $top }
}
