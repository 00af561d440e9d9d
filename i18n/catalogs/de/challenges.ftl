# Herausforderungen (bot/challenges/): der Beitrag, seine Knöpfe und seine Ablehnungen.
challenge-to-anyone = { $challenger } fordert alle zu **{ $game }** heraus.
challenge-to-anyone-with = { $challenger } fordert alle zu **{ $game }** heraus ({ $details }).
challenge-to-member = { $challenger } fordert { $opponent } zu **{ $game }** heraus.
challenge-to-member-with = { $challenger } fordert { $opponent } zu **{ $game }** heraus ({ $details }).
challenge-detail-seat = spielt { $seat }
challenge-time = { $per_move } pro Zug
challenge-time-with-reserve = { $per_move } pro Zug + { $reserve } Reserve
challenge-expires = Diese Herausforderung läuft { $when } ab.
challenge-expired = Diese Herausforderung ist unbeantwortet abgelaufen.
challenge-expired-notice = Die Herausforderung von { $challenger } ist unbeantwortet abgelaufen.
challenge-posted = Deine Herausforderung ist gepostet.
challenge-accept-button = Annehmen
challenge-decline-button = Ablehnen
challenge-accepted-by = Angenommen von { $member }.
challenge-declined = Abgelehnt.
challenge-withdrawn = Zurückgezogen.
challenge-match-heading = **{ $game }**: { $players }
challenge-thread-name = { $game } · { $challenger } gegen { $opponent }

## Ablehnungen
challenge-no-bots = Bots spielen hier nicht mit: fordere ein Mitglied heraus oder spiel mit `/computer play` gegen den Computer.
challenge-missing-permissions = Mir fehlen Berechtigungen in diesem Kanal: { $permissions }.
challenge-channel-busy = Hier läuft schon eine Partie (ihre Spieler können sie mit `/match resign` beenden): fordere in einem anderen Kanal heraus oder wenn sie vorbei ist.
challenge-yourself = Du kannst dich nicht selbst herausfordern; poste stattdessen eine offene Herausforderung.
challenge-already-waiting = Zwischen euch beiden wartet schon eine Herausforderung auf Antwort.
challenge-cooldown = Du hast gerade erst jemanden herausgefordert; versuch es in { $seconds } s noch einmal.
challenge-gone = Diese Herausforderung gibt es nicht mehr.
challenge-own = Du kannst deine eigene Herausforderung nicht annehmen.
challenge-someone-else = Diese Herausforderung gilt jemand anderem.
challenge-decline-not-yours = Nur das herausgeforderte Mitglied kann diese Herausforderung ablehnen.
challenge-not-here = Diese Herausforderung ist nicht in diesem Kanal.
challenge-settled = { $status ->
    [accepted] Diese Herausforderung wurde schon angenommen.
    [declined] Diese Herausforderung wurde schon abgelehnt.
    [expired] Diese Herausforderung ist schon abgelaufen.
   *[withdrawn] Diese Herausforderung wurde schon zurückgezogen.
}
challenge-expired-refusal = Diese Herausforderung ist abgelaufen.
challenge-answered-first = Jemand anderes hat zuerst auf diese Herausforderung geantwortet.

## Die Berechtigungen, wie Discord sie nennt
permission-send-messages = Nachrichten senden
permission-attach-files = Dateien anhängen
permission-embed-links = Links einbetten
permission-send-messages-in-threads = Nachrichten in Threads senden
permission-create-public-threads = Öffentliche Threads erstellen
