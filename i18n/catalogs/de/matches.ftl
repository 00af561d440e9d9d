# Partien (bot/core/): Bildunterschriften der Bretter, Ergebniszeilen, der Hand-Knopf und
# die Ablehnungen des MatchService. Sitze (dark, light, H, V...) bleiben, wie das Spiel sie nennt.

## Die Statuszeile unter jedem Brett
match-to-move = { $player } ({ $seat }) ist am Zug.
match-result-win = **{ $player } ({ $seat }) gewinnt**: { $reason }.
match-result-draw = **Remis**: { $reason }.
match-result-aborted = **Partie abgebrochen**: { $reason }.
match-reason-resigned = { $seat } hat aufgegeben
match-reason-draw-agreed = die Spieler haben sich auf Remis geeinigt
match-reason-timeout = { $seat } hat die Zeit überschritten
match-reason-aborted = abgebrochen, bevor die Partie richtig begann
match-reason-decided = { $reason }, entschieden von einem Moderator
match-players = { $first } ({ $first_seat }) gegen { $second } ({ $second_seat })

## Die Hand im Kartenspiel
match-show-hand = Meine Hand zeigen
match-your-hand = Deine Hand ({ $seat }):
match-hand-players-only = Nur die beiden Spieler dieser Partie haben eine Hand zum Zeigen.

## Ablehnungen
match-not-found = Es gibt keine Partie Nummer { $match }.
match-not-found-here = Hier gibt es keine Partie Nummer { $match }.
match-not-here = Diese Partie wird nicht hier gespielt.
match-none-here = Hier läuft keine Partie: `/matches` zeigt die laufenden Partien; starte eine mit `/challenge`.
match-none-yet = Hier wurde noch keine Partie gespielt.
match-seats-needed = { $game } braucht die Sitze { $seats }.
match-channel-busy = Hier läuft schon eine Partie: spielt sie erst zu Ende (ihre Spieler können sie mit `/match resign` beenden) oder spielt in einem anderen Kanal oder Thread.
match-draw-already-offered = Dein Remisangebot liegt schon auf dem Tisch.
match-draw-own-offer = Das Angebot kam von dir; dein Gegner entscheidet.
match-draw-answered = Dieses Remisangebot wurde schon beantwortet, oder ein Zug hat es beendet.
match-abort-too-late = Beide haben schon gezogen: gib auf oder biete Remis an.
match-moved-meanwhile = Inzwischen wurde gezogen; schau dir das Brett noch einmal an.
match-no-such-seat = „{ $seat }“ ist kein Sitz dieses Spiels (Sitze: { $seats }).
match-request-lapsed = Seit der Anfrage wurde gezogen, daher ist sie hinfällig.
match-over = Diese Partie ist vorbei: { $reason }.
match-not-a-player = Du spielst in dieser Partie nicht mit.
match-watching = Du schaust dieser Partie zu, du spielst nicht mit.
match-not-your-turn = Du bist nicht am Zug: { $seat } ist dran.
match-lost-race = Eine andere Änderung an dieser Partie war schneller; schau aufs Brett und versuch es noch einmal.
match-game-not-allowed = Dieser Server erlaubt { $game } nicht.
match-deal-fixed = Die Karten teilt der Bot aus: lass die Optionen weg, die sie festlegen.
match-option-malformed = „{ $option }“ ist keine Option: schreibe Schlüssel=Wert, z. B. size=8.
match-option-twice = Die Option „{ $option }“ steht doppelt da.
match-seats-domination-cards = { seat-domination-cards-H } sitzt unterhalb des Tisches, { seat-domination-cards-V } an seiner Seite. `/rules` erklärt den Rest.

## Why the bot ended a match itself (stored as these ids, worded when read)
match-reason-moderator = ein Moderator hat die Partie entschieden
match-reason-withdrew = der Gegner hat sich vom Turnier zurückgezogen
match-reason-round-deadline = die Frist der Runde ist abgelaufen
match-reason-substituted = ein Spieler wurde ersetzt
match-reason-cancelled = das Turnier wurde abgesagt
