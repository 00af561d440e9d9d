# Jouer une partie (bot/play/). Les coups restent dans la notation du jeu.

## Coups et plateaux
play-you-played = Tu as joué `{ $move }`.
play-you-played-board-later = Tu as joué `{ $move }` ; le coup compte, le plateau arrive dans un instant.
play-move-headline = **{ $number }.** { $player } ({ $seat }) a joué `{ $move }`
play-board-after = { $moves ->
    [one] Plateau après { $moves } coup
   *[other] Plateau après { $moves } coups
}
play-board-gave-up = Le plateau après le coup { $number } n'a pas pu être publié. Le coup compte ; utilise `/match board` pour voir la position.
play-in-threads = Les parties se jouent dans leurs fils : va dans { $threads }.
play-match-over = { $how ->
    [resignation] Partie terminée (abandon).
    [draw_agreed] Partie terminée (nulle acceptée).
    [abort] Partie terminée (annulée).
    [moderator] Partie terminée (décision d'un modérateur).
    [timeout] Partie terminée (temps écoulé).
    [deadline] Partie terminée (date limite de la ronde).
   *[rules] Partie terminée.
}

## Historique et rediffusions
play-no-moves-yet = Aucun coup pour l'instant.
play-history-file-after-match = Le fichier de la partie arrive quand elle est terminée : il montrerait les cartes.
play-history-file-after-deal = Le fichier de la partie arrive quand toutes les tables de cette donne sont terminées.
play-replay-of = Rediffusion de la partie { $match }.
play-replay-posted = La rediffusion est publiée.
play-replay-not-finished = Seule une partie terminée peut être rediffusée.
play-replay-deal-still-played = Une autre table joue encore ces cartes : regarde la rediffusion quand elle aura fini.

## Abandonner et annuler
play-resign-confirm = Abandonner cette partie ?
play-resign-button = Abandonner
play-you-resigned = Tu as abandonné.
play-resign-not-yours = Seul le joueur qui a demandé à abandonner peut le confirmer.
play-you-aborted = Tu as annulé la partie.

## Nulles
play-draw-offered = { $member } propose la nulle. { $opponent }, tu acceptes ?
play-draw-offer-posted = Ta proposition de nulle est publiée.
play-draw-you-accepted = Tu as accepté la proposition de nulle en attente.
play-draw-agreed = Nulle acceptée : { $reason }.
play-draw-declined = { $member } a refusé la nulle ; la partie continue.
play-accept-draw-button = Accepter la nulle
play-decline-draw-button = Refuser la nulle

## Reprises de coup et revanches
play-opponent-asked = Ton adversaire a été sollicité.
play-takeback-asked = { $member } demande à reprendre son dernier coup. { $opponent } ?
play-allow-takeback-button = Autoriser la reprise
play-refuse-takeback-button = Refuser la reprise
play-takeback-allowed = { $member } a autorisé la reprise.
play-takeback-refused = { $member } a refusé la reprise. La partie continue.
play-takeback-done = Le dernier coup a été repris.
play-takeback-hidden-cards = Les coups sont définitifs dans { $game } : le coup que tu voudrais reprendre t'a déjà montré des cartes cachées.
play-takeback-own-move-only = Tu ne peux reprendre que ton propre coup, et seulement avant que ton adversaire ne réponde.
play-takeback-match-over = Cette partie est terminée.
play-takeback-no-request = Il n'y a aucune demande de reprise à laquelle répondre.
play-takeback-not-yours = Seul l'adversaire du joueur qui demande peut répondre à une reprise.
play-takeback-answered = Cette demande de reprise a déjà reçu une réponse.
play-rematch-offered = { $member } propose une revanche. { $opponent } ?
play-accept-rematch-button = Accepter la revanche
play-rematch-accepted = { $member } a accepté la revanche.
play-rematch-heading = **Revanche** : { $players }
play-rematch-heading-computer = L'ordinateur accepte. **Revanche** : { $players }
play-rematch-computer-accepted = L'ordinateur a accepté : à toi de jouer.
play-rematch-players-only = Seuls les joueurs d'une partie peuvent proposer une revanche.
play-rematch-round-deal = Ces cartes ont été distribuées pour toute une ronde de tournoi : une revanche les redistribuerait à la vue de tous ; lance plutôt un nouveau défi.
play-rematch-no-offer = Il n'y a aucune proposition de revanche à accepter.
play-rematch-not-yours = Seul l'autre joueur peut accepter cette revanche.
play-rematch-answered = Cette proposition de revanche a déjà reçu une réponse.
play-rematch-not-finished = Une revanche ne peut suivre qu'une partie terminée.

## Why autocomplete offers no move (choice lines: plain text, at most 100 characters)
play-hint-no-match = Aucune partie ici : lance un défi avec /challenge
play-hint-elsewhere = Ta partie se joue dans #{ $channel }
play-hint-many-elsewhere = Tu ne joues aucune partie ici : /matches liste les tiennes
play-hint-watching = Tu regardes cette partie : seuls ses joueurs jouent
play-hint-not-your-turn = Pas ton tour : { $seat } doit jouer
play-hint-picked = Cette ligne explique seulement la liste ; ce n'est pas un coup. Tape après /move pour voir tes coups légaux.
play-yours-elsewhere = Aucune de tes parties ne se joue ici : les tiennes sont dans { $places }.
# A board that waited in its channel's line and covers the boards it superseded.
play-board-covers = { $moves ->
    [one] **{ $number }.** Le plateau après le coup { $number }
   *[other] **{ $number }.** Le plateau après le coup { $number }, avec les { $moves } derniers coups
}
review-not-finished = Seule une partie terminée peut être analysée.
review-tournament-underway = Cette partie a été jouée dans un tournoi : son analyse sera disponible une fois le tournoi fini.
review-of = L'analyse de l'ordinateur pour la partie { $match } : qui était mieux placé après chaque coup, et les trois plus grands retournements.
review-posted = L'analyse est publiée.
review-title = Analyse de la partie { $match }
review-ahead = { $seat } devant
review-plies = coups
review-swing = Coup { $number } ({ $seat }) : { $played } ; l'ordinateur préférait { $preferred }
review-swing-agreed = Coup { $number } ({ $seat }) : { $played } ; le choix de l'ordinateur aussi
