# /help (bot/guide/cog.py): as linhas em volta da lista de comandos.
help-intro = Desafie alguém com `/challenge`; a partida ganha uma thread própria. Jogue com `/move` (comece a digitar para ver seus lances válidos).
help-for-moderators = **Para moderadores**
help-intro-in-channel = Desafie alguém com `/challenge`; a partida é jogada no próprio canal, uma de cada vez. Jogue com `/move` (comece a digitar para ver seus lances válidos).
help-computer = Jogue contra o computador com `/computer play`: ele joga no nível { $level } se você não escolher outro.
help-premoves = Esperando um lance? `/premove add` deixa sua resposta na fila: jogada na hora, vista por mais ninguém.
