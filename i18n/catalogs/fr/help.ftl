# /help (bot/guide/cog.py) : les lignes autour de la liste des commandes.
help-intro = Défie quelqu'un avec `/challenge` ; la partie a son propre fil. Joue avec `/move` (commence à taper pour voir tes coups possibles).
help-for-moderators = **Pour les modérateurs**
