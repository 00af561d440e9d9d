# Desafíos (bot/challenges/): la publicación del desafío, sus botones y sus rechazos.
challenge-to-anyone = { $challenger } desafía a cualquiera a **{ $game }**.
challenge-to-anyone-with = { $challenger } desafía a cualquiera a **{ $game }** ({ $details }).
challenge-to-member = { $challenger } desafía a { $opponent } a **{ $game }**.
challenge-to-member-with = { $challenger } desafía a { $opponent } a **{ $game }** ({ $details }).
challenge-detail-seat = juega con { $seat }
challenge-time = { $per_move } por jugada
challenge-time-with-reserve = { $per_move } por jugada + { $reserve } de reserva
challenge-expires = Este desafío caduca { $when }.
challenge-expired = Este desafío caducó sin respuesta.
challenge-expired-notice = El desafío de { $challenger } caducó sin respuesta.
challenge-posted = Tu desafío está publicado.
challenge-accept-button = Aceptar
challenge-decline-button = Rechazar
challenge-accepted-by = Aceptado por { $member }.
challenge-declined = Rechazado.
challenge-withdrawn = Retirado.
challenge-match-heading = **{ $game }**: { $players }
challenge-thread-name = { $game } · { $challenger } contra { $opponent }

## Rechazos
challenge-no-bots = Los bots no juegan aquí: desafía a un miembro, o juega contra el ordenador con `/computer play`.
challenge-missing-permissions = Me faltan permisos en este canal: { $permissions }.
challenge-channel-busy = Aquí ya se está jugando una partida (sus jugadores pueden terminarla con `/match resign`): desafía en otro canal, o cuando termine.
challenge-yourself = No puedes desafiarte a ti mismo; publica mejor un desafío abierto.
challenge-already-waiting = Ya hay un desafío entre los dos esperando respuesta.
challenge-cooldown = Acabas de desafiar a alguien; vuelve a intentarlo en { $seconds } s.
challenge-gone = Ese desafío ya no existe.
challenge-own = No puedes aceptar tu propio desafío.
challenge-someone-else = Este desafío es para otra persona.
challenge-decline-not-yours = Solo el miembro desafiado puede rechazar este desafío.
challenge-not-here = Ese desafío no está en este canal.
challenge-settled = { $status ->
    [accepted] Este desafío ya fue aceptado.
    [declined] Este desafío ya fue rechazado.
    [expired] Este desafío ya caducó.
   *[withdrawn] Este desafío ya fue retirado.
}
challenge-expired-refusal = Este desafío ha caducado.
challenge-answered-first = Alguien respondió a este desafío antes.

## Los permisos, como los llama Discord
permission-send-messages = Enviar mensajes
permission-attach-files = Adjuntar archivos
permission-embed-links = Insertar enlaces
permission-send-messages-in-threads = Enviar mensajes en hilos
permission-create-public-threads = Crear hilos públicos
