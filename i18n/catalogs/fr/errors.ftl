error-busy = Le bot est occupé pour le moment et rien n'a été enregistré. Réessaie dans un instant.
error-unexpected = Quelque chose s'est mal passé de notre côté (référence `{ $reference }`). Réessaie ; si cela se reproduit, montre cette référence à un modérateur.
error-moderators-only = Seuls les modérateurs du serveur peuvent faire cela.
error-not-in-direct-messages = Les parties se jouent sur les serveurs, pas en messages privés.
error-not-here = Tu ne peux pas utiliser cette commande ici.
error-discord-unavailable = Discord n'a pas répondu, donc rien n'a été enregistré. Réessaie.
