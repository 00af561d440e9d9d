# Réglages du serveur (bot/core/guild_settings.py) et /mod (bot/moderation/).
settings-expiry-range = Les défis peuvent expirer après 1 à { $hours } heures.
settings-unknown-games = Jeu inconnu { $games } (jeux : { $known }).
settings-saved = Enregistré.
settings-games-all = Jeux : tous
settings-games = Jeux : { $games }
settings-threads-on = Fils pour les parties : activés
settings-threads-off = Fils pour les parties : désactivés
settings-role-none = Rôle de modérateur : aucun
settings-role = Rôle de modérateur : { $role }
settings-expiry = Les défis expirent après : { $hours } h
settings-defaults-none = Options par défaut : aucune
settings-defaults = Options par défaut pour { $game } : { $options }
settings-match-ended = Partie terminée.
settings-sync-owner-only = Seul le propriétaire du bot peut publier les commandes partout.
settings-synced = { $commands ->
    [one] { $commands } commande publiée.
   *[other] { $commands } commandes publiées.
}
settings-web-on = Pages des parties dans le navigateur : activées
settings-web-off = Pages des parties dans le navigateur : désactivées
