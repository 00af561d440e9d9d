# Parties (bot/core/) : légendes des plateaux, lignes de résultat, le bouton de la main et
# les refus du MatchService. Les places (dark, light, H, V...) restent telles que le jeu les nomme.

## La ligne d'état sous chaque plateau
match-to-move = Au tour de { $player } ({ $seat }).
match-result-win = **{ $player } ({ $seat }) gagne** : { $reason }.
match-result-draw = **Nulle** : { $reason }.
match-result-aborted = **Partie annulée** : { $reason }.
match-reason-resigned = { $seat } a abandonné
match-reason-draw-agreed = les joueurs se sont mis d'accord sur la nulle
match-reason-timeout = { $seat } n'a plus de temps
match-reason-aborted = annulée avant que la partie ne démarre vraiment
match-reason-decided = { $reason }, décision d'un modérateur
match-players = { $first } ({ $first_seat }) contre { $second } ({ $second_seat })

## La main du jeu de cartes
match-show-hand = Voir ma main
match-your-hand = Ta main ({ $seat }) :
match-hand-players-only = Seuls les deux joueurs de cette partie ont une main à montrer.

## Refus
match-not-found = Il n'y a pas de partie numéro { $match }.
match-not-found-here = Il n'y a pas de partie numéro { $match } ici.
match-not-here = Cette partie ne se joue pas ici.
match-none-here = Aucune partie en cours ici : `/matches` liste les parties en cours ; lance-en une avec `/challenge`.
match-none-yet = Aucune partie n'a encore été jouée ici.
match-seats-needed = { $game } a besoin des places { $seats }.
match-channel-busy = Une partie est déjà en cours ici : terminez-la d'abord (ses joueurs peuvent y mettre fin avec `/match resign`), ou jouez dans un autre salon ou fil.
match-draw-already-offered = Ta proposition de nulle est déjà sur la table.
match-draw-own-offer = C'est toi qui as fait cette proposition ; ton adversaire décide.
match-draw-answered = Cette proposition de nulle a déjà reçu une réponse, ou un coup y a mis fin.
match-abort-too-late = Les deux joueurs ont déjà joué : abandonne ou propose la nulle.
match-moved-meanwhile = Un coup a été joué entre-temps ; regarde à nouveau le plateau.
match-no-such-seat = « { $seat } » n'est pas une place de ce jeu (places : { $seats }).
match-request-lapsed = Un coup a été joué depuis la demande, elle n'est donc plus valable.
match-over = Cette partie est terminée : { $reason }.
match-not-a-player = Tu ne joues pas dans cette partie.
match-watching = Tu regardes cette partie, tu n'y joues pas.
match-not-your-turn = Ce n'est pas ton tour : c'est à { $seat } de jouer.
match-lost-race = Une autre modification de cette partie est passée avant ; regarde le plateau et réessaie.
match-game-not-allowed = Ce serveur n'autorise pas { $game }.
match-deal-fixed = C'est le bot qui distribue les cartes : retire les options qui les fixent.
match-option-malformed = « { $option } » n'est pas une option : écris clé=valeur, par ex. size=8.
match-option-twice = L'option « { $option } » est donnée deux fois.
match-seats-domination-cards = { seat-domination-cards-H } est assis sous la table ; { seat-domination-cards-V }, sur le côté. `/rules` explique le reste.

## Why the bot ended a match itself (stored as these ids, worded when read)
match-reason-moderator = un modérateur a tranché la partie
match-reason-withdrew = l'adversaire s'est retiré du tournoi
match-reason-round-deadline = la date limite de la ronde est passée
match-reason-substituted = un joueur a été remplacé
match-reason-cancelled = le tournoi a été annulé
