error-busy = El bot está ocupado ahora mismo y no se ha guardado nada. Vuelve a intentarlo en un momento.
error-unexpected = Algo ha fallado por nuestra parte (referencia `{ $reference }`). Vuelve a intentarlo; si sigue pasando, muestra esta referencia a un moderador.
error-moderators-only = Solo los moderadores del servidor pueden hacer eso.
error-not-in-direct-messages = Las partidas se juegan en servidores, no en mensajes directos.
error-not-here = No puedes usar este comando aquí.
error-discord-unavailable = Discord no ha respondido, así que no se ha guardado nada. Vuelve a intentarlo.
