# /help (bot/guide/cog.py): las líneas alrededor de la lista de comandos.
help-intro = Desafía a alguien con `/challenge`; la partida tiene su propio hilo. Juega con `/move` (empieza a escribir para ver tus jugadas válidas).
help-for-moderators = **Para moderadores**
help-intro-in-channel = Desafía a alguien con `/challenge`; la partida se juega en el propio canal, una cada vez. Juega con `/move` (empieza a escribir para ver tus jugadas válidas).
help-computer = Juega contra el ordenador con `/computer play`: juega en nivel { $level } si no eliges otro.
help-premoves = ¿Esperas una jugada? `/premove add` pone tu respuesta en cola: se juega al instante y nadie más la ve.
