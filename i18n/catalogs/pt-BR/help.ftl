# /help (bot/guide/cog.py): as linhas em volta da lista de comandos.
help-intro = Desafie alguém com `/challenge`; a partida ganha uma thread própria. Jogue com `/move` (comece a digitar para ver seus lances válidos).
help-for-moderators = **Para moderadores**
