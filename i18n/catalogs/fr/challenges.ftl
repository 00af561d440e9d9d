# Défis (bot/challenges/) : le message du défi, ses boutons et ses refus.
challenge-to-anyone = { $challenger } défie qui veut à **{ $game }**.
challenge-to-anyone-with = { $challenger } défie qui veut à **{ $game }** ({ $details }).
challenge-to-member = { $challenger } défie { $opponent } à **{ $game }**.
challenge-to-member-with = { $challenger } défie { $opponent } à **{ $game }** ({ $details }).
challenge-detail-seat = joue { $seat }
challenge-time = { $per_move } par coup
challenge-time-with-reserve = { $per_move } par coup + { $reserve } de réserve
challenge-expires = Ce défi expire { $when }.
challenge-expired = Ce défi a expiré sans réponse.
challenge-expired-notice = Le défi de { $challenger } a expiré sans réponse.
challenge-posted = Ton défi est publié.
challenge-accept-button = Accepter
challenge-decline-button = Refuser
challenge-accepted-by = Accepté par { $member }.
challenge-declined = Refusé.
challenge-withdrawn = Retiré.
challenge-match-heading = **{ $game }** : { $players }
challenge-thread-name = { $game } · { $challenger } contre { $opponent }

## Refus
challenge-no-bots = Les bots ne jouent pas ici : défie un membre, ou affronte l'ordinateur avec `/computer play`.
challenge-missing-permissions = Il me manque des permissions dans ce salon : { $permissions }.
challenge-channel-busy = Une partie est déjà en cours ici (ses joueurs peuvent y mettre fin avec `/match resign`) : lance ton défi dans un autre salon, ou quand elle sera finie.
challenge-yourself = Tu ne peux pas te défier toi-même ; publie plutôt un défi ouvert.
challenge-already-waiting = Un défi entre vous deux attend déjà une réponse.
challenge-cooldown = Tu viens de défier quelqu'un ; réessaie dans { $seconds } s.
challenge-gone = Ce défi n'existe plus.
challenge-own = Tu ne peux pas accepter ton propre défi.
challenge-someone-else = Ce défi est destiné à quelqu'un d'autre.
challenge-decline-not-yours = Seul le membre défié peut refuser ce défi.
challenge-not-here = Ce défi n'est pas dans ce salon.
challenge-settled = { $status ->
    [accepted] Ce défi a déjà été accepté.
    [declined] Ce défi a déjà été refusé.
    [expired] Ce défi a déjà expiré.
   *[withdrawn] Ce défi a déjà été retiré.
}
challenge-expired-refusal = Ce défi a expiré.
challenge-answered-first = Quelqu'un a répondu à ce défi avant toi.

## Les permissions, comme Discord les nomme
permission-send-messages = Envoyer des messages
permission-attach-files = Joindre des fichiers
permission-embed-links = Intégrer des liens
permission-send-messages-in-threads = Envoyer des messages dans les fils
permission-create-public-threads = Créer des fils publics
