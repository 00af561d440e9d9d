# Eine Partie spielen (bot/play/). Züge bleiben in der Notation des Spiels.

## Züge und Bretter
play-you-played = Du hast `{ $move }` gespielt.
play-you-played-board-later = Du hast `{ $move }` gespielt; der Zug zählt, das Brett folgt gleich.
play-move-headline = **{ $number }.** { $player } ({ $seat }) spielt `{ $move }`
play-board-after = { $moves ->
    [one] Brett nach 1 Zug
   *[other] Brett nach { $moves } Zügen
}
play-board-gave-up = Das Brett nach Zug { $number } ließ sich nicht posten. Der Zug zählt; mit `/match board` siehst du die Stellung.
play-in-threads = Partien werden in ihren Threads gespielt: geh zu { $threads }.
play-match-over = { $how ->
    [resignation] Partie vorbei (Aufgabe).
    [draw_agreed] Partie vorbei (Remis vereinbart).
    [abort] Partie vorbei (abgebrochen).
    [moderator] Partie vorbei (Entscheidung eines Moderators).
    [timeout] Partie vorbei (Zeit abgelaufen).
    [deadline] Partie vorbei (Rundenfrist abgelaufen).
   *[rules] Partie vorbei.
}

## Verlauf und Wiederholungen
play-no-moves-yet = Noch keine Züge.
play-history-file-after-match = Die Datei zum Nachspielen gibt es, wenn die Partie vorbei ist: sie würde die Karten zeigen.
play-history-file-after-deal = Die Datei zum Nachspielen gibt es, wenn jeder Tisch mit diesem Blatt fertig ist.
play-replay-of = Wiederholung der Partie { $match }.
play-replay-posted = Die Wiederholung ist gepostet.
play-replay-not-finished = Nur eine beendete Partie lässt sich wiederholen.
play-replay-deal-still-played = Ein anderer Tisch spielt diese Karten noch: schau dir die Wiederholung an, wenn er fertig ist.

## Aufgeben und abbrechen
play-resign-confirm = Diese Partie aufgeben?
play-resign-button = Aufgeben
play-you-resigned = Du hast aufgegeben.
play-resign-not-yours = Nur wer aufgeben wollte, kann das bestätigen.
play-you-aborted = Du hast die Partie abgebrochen.

## Remis
play-draw-offered = { $member } bietet Remis an. { $opponent }, nimmst du an?
play-draw-offer-posted = Dein Remisangebot ist gepostet.
play-draw-you-accepted = Du hast das offene Remisangebot angenommen.
play-draw-agreed = Remis vereinbart: { $reason }.
play-draw-declined = { $member } hat das Remis abgelehnt; weiterspielen.
play-accept-draw-button = Remis annehmen
play-decline-draw-button = Remis ablehnen

## Zurücknahmen und Revanchen
play-opponent-asked = Dein Gegner wurde gefragt.
play-takeback-asked = { $member } möchte den letzten Zug zurücknehmen. { $opponent }?
play-allow-takeback-button = Zurücknahme erlauben
play-refuse-takeback-button = Zurücknahme ablehnen
play-takeback-allowed = { $member } hat die Zurücknahme erlaubt.
play-takeback-refused = { $member } hat die Zurücknahme abgelehnt. Weiterspielen.
play-takeback-done = Der letzte Zug wurde zurückgenommen.
play-takeback-hidden-cards = In { $game } bleiben Züge stehen: der Zug, den du zurücknehmen willst, hat dir schon verdeckte Karten gezeigt.
play-takeback-own-move-only = Du kannst nur deinen eigenen Zug zurücknehmen, und nur bis dein Gegner antwortet.
play-takeback-match-over = Diese Partie ist vorbei.
play-takeback-no-request = Es gibt keine Bitte um Zurücknahme, auf die du antworten könntest.
play-takeback-not-yours = Nur der Gegner des Fragenden kann auf eine Zurücknahme antworten.
play-takeback-answered = Diese Bitte um Zurücknahme wurde schon beantwortet.
play-rematch-offered = { $member } bietet eine Revanche an. { $opponent }?
play-accept-rematch-button = Revanche annehmen
play-rematch-accepted = { $member } hat die Revanche angenommen.
play-rematch-heading = **Revanche**: { $players }
play-rematch-heading-computer = Der Computer nimmt an. **Revanche**: { $players }
play-rematch-computer-accepted = Der Computer hat angenommen: weiterspielen.
play-rematch-players-only = Nur die Spieler einer Partie können eine Revanche anbieten.
play-rematch-round-deal = Diese Karten wurden für eine ganze Turnierrunde ausgeteilt: eine Revanche würde sie offen für alle noch einmal austeilen; starte stattdessen eine neue Herausforderung.
play-rematch-no-offer = Es gibt kein Revancheangebot zum Annehmen.
play-rematch-not-yours = Nur der andere Spieler kann diese Revanche annehmen.
play-rematch-answered = Dieses Revancheangebot wurde schon beantwortet.
play-rematch-not-finished = Eine Revanche gibt es nur nach einer beendeten Partie.

## Why autocomplete offers no move (choice lines: plain text, at most 100 characters)
play-hint-no-match = Hier läuft keine Partie: fordere jemanden mit /challenge heraus
play-hint-elsewhere = Deine Partie läuft in #{ $channel }
play-hint-many-elsewhere = Hier spielst du keine Partie: /matches zeigt deine
play-hint-watching = Du schaust hier nur zu: ziehen können nur die Spieler
play-hint-not-your-turn = Du bist nicht am Zug: { $seat } zieht
play-hint-picked = Diese Zeile erklärt nur die Liste und ist kein Zug. Tippe nach /move los, um deine erlaubten Züge zu sehen.
play-yours-elsewhere = Hier läuft keine Partie von dir: deine laufen in { $places }.
# A board that waited in its channel's line and covers the boards it superseded.
play-board-covers = { $moves ->
    [one] **{ $number }.** Das Brett nach Zug { $number }
   *[other] **{ $number }.** Das Brett nach Zug { $number }, mit den letzten { $moves } Zügen
}
review-not-finished = Nur eine beendete Partie kann ausgewertet werden.
review-tournament-underway = Diese Partie gehört zu einem Turnier: Ihre Auswertung gibt es, sobald das Turnier vorbei ist.
review-of = Die Auswertung des Computers zu Partie { $match }: wer nach jedem Zug besser stand, und die drei größten Umschwünge.
review-posted = Die Auswertung ist gepostet.
review-title = Auswertung von Partie { $match }
review-ahead = { $seat } vorn
review-plies = Züge
review-swing = Zug { $number } ({ $seat }): { $played }; der Computer hätte { $preferred } gespielt
review-swing-agreed = Zug { $number } ({ $seat }): { $played }; auch die Wahl des Computers
