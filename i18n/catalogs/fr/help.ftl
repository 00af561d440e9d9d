# /help (bot/guide/cog.py) : les lignes autour de la liste des commandes.
help-intro = Défie quelqu'un avec `/challenge` ; la partie a son propre fil. Joue avec `/move` (commence à taper pour voir tes coups possibles).
help-for-moderators = **Pour les modérateurs**
help-intro-in-channel = Défie quelqu'un avec `/challenge` ; la partie se joue dans le salon même, une à la fois. Joue avec `/move` (commence à taper pour voir tes coups possibles).
help-computer = Affronte l'ordinateur avec `/computer play` : il joue au niveau { $level } si tu n'en choisis pas.
help-premoves = Un coup attendu ? `/premove add` met votre réponse en attente : jouée aussitôt, vue de personne d'autre.
