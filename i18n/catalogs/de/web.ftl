# Die Partieseiten im Browser (bot/web/): der Link am Brett, /match link, die Seite.
web-open-in-browser = Im Browser öffnen
web-link-private = Dein privater Link zur Seite dieser Partie, mit deinen Karten: gib ihn nicht weiter. Er gilt 7 Tage{ $revoked ->
    [yes] ; alle Links, die du vorher bekommen hast, öffnen nichts mehr.
   *[no] .
}
web-link-pages-off = Die Partieseiten dieses Servers sind ausgeschaltet (oder dieser Bot zeigt keine Seiten).
web-moves = Züge
web-start = Anfang
web-first = Ausgangsstellung
web-previous = Vorheriger Zug
web-next = Nächster Zug
web-last = Aktuelle Stellung
web-position = Stellung
web-board = Das Brett als Tabelle
web-table-where = Feld
web-table-what = Was dort steht
web-history = Verlaufsdatei herunterladen
web-your-hand = Deine eigene Sicht
web-review = Die Analyse des Computers
web-keys = Mit den Pfeiltasten gehst du Zug für Zug; Pos1 und Ende springen zum Anfang und zur aktuellen Stellung.
web-after-move = Nach Zug { $ply }: { $move }
web-to-move = { $seat } ist am Zug
web-result-win = { $seat } hat gewonnen: { $reason }
web-result-draw = Remis: { $reason }
web-result-aborted = Abgebrochen: { $reason }
web-cell-piece = { $piece ->
    [king] Dame
    [dragon] Drache
    [builder] Baumeister
   *[man] Stein
} ({ $seat }){ $captive ->
    [yes] {" "}(gefangen)
   *[no] {""}
}
web-cell-holding = { $piece } mit { $powerups }
web-cell-powerup = Power-up: { $powerup }
web-cell-building = { $height ->
    [1] einstöckiges Gebäude
    [2] zweistöckiges Gebäude
   *[other] Zitadelle
} ({ $seat })
web-cell-unit = Einheit ({ $seat })
web-cell-card = Karte { $card } ({ $seat }){ $royal ->
    [none] {""}
   *[other] , befestigt durch { $royal }
}
web-row-hand = Hand: { $seat }
web-row-deck = Stapel
web-row-discard = Ablagestapel
web-cards = { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}
web-discard = { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}{ $top ->
    [none] {""}
   *[other] , oben { $top }
}
