# Domination (das Kartenspiel): Ablehnungen und Spielenden (games/domination_cards/).
game-cards-how-to-write = erkunde mit E7@2,0, erobere mit C7:1,0>2,0 (Blitz-Schritte folgen nach einem Leerzeichen, wie 4>3,0), befestige mit FQ@1,0
game-cards-not-a-card = { $royals ->
    [yes] { $card } ist keine Karte dieses Decks (Werte 1 bis { $top } und die Royals J, Q, K)
   *[no] { $card } ist keine Karte dieses Decks (Werte 1 bis { $top })
}
game-cards-mismatch = es fehlt: { $missing ->
    [none] nichts
   *[other] { $missing }
}; zu viel: { $extra ->
    [none] nichts
   *[other] { $extra }
}
game-cards-complete-group = { $seat } hat eine zusammenhängende Gruppe mit jedem Wert von 1 bis { $top }
game-cards-deck-out = das Deck ist leer und { $seat } hat keine Karten mehr
game-cards-stuck = { $seat } hat mit den Karten auf der Hand keinen erlaubten Zug
game-cards-points-draw = { $why }; beide besten Gruppen haben { $values } Werte: Remis
game-cards-points-win = { $why }; die beste Gruppe von { seat-domination-cards-H } hat { $h } Werte, die von { seat-domination-cards-V } { $v }: { $seat } gewinnt
game-cards-take-empty = { $cell } ist leer: dort gibt es nichts zu nehmen
game-cards-take-own = { $cell } gehört schon dir
game-cards-take-fortified = { $cell } ist mit { $royal } befestigt: nur ein { $royal } kann sie nehmen
game-cards-take-last = { $cell } ist die letzte Karte von { $seat }, und die letzte Karte eines Spielers wird nie genommen
game-cards-explore-royal = ein Royal kann nicht erkunden: nutze ihn zum Erobern oder Befestigen
game-cards-explore-taken = auf { $cell } liegt schon eine Karte
game-cards-explore-alone = { $cell } berührt keine Karte: erkunde neben einer Karte auf dem Tisch
game-cards-fortify-royal = nur ein Royal (J, Q oder K) kann eine Karte befestigen
game-cards-fortify-foreign = { $cell } ist keine deiner Karten: du kannst nur deine eigenen befestigen
game-cards-fortify-twice = { $cell } ist schon mit { $royal } befestigt
game-cards-conquer-anchor = { $cell } ist keine deiner Karten: eine Eroberung beginnt bei deinen
game-cards-blitz-royal = ein Royal darf eine Eroberung beginnen, aber nie blitzen
game-cards-conquer-match = auf { $cell } liegt eine { $card }: die Karte, die du abwirfst, muss dazu passen
game-cards-not-neighbours = { $cell } liegt nicht neben { $source }
game-cards-not-in-hand = du hast keine { $card } zum Abwerfen (auf der Hand: { $hand ->
    [none] nichts
   *[other] { $hand }
})
game-cards-no-anchor = keine deiner Karten neben { $cell } passt zu einer { $card }
game-cards-not-a-move = { $move } ist kein Domination-Zug
game-cards-position-card = unlesbare Karte in der Stellung: { $reason }
game-cards-position-turn = am Zug muss H oder V sein, nicht { $given }
game-cards-position-sections = eine Stellung hat die Abschnitte { $sections }, in dieser Reihenfolge
game-cards-position-hidden = { $given } verdeckt Karten: nur ein vollständiger Stellungstext kann gelesen werden
game-cards-position-entry = { $given } ist keine Tischkarte (schreib sie wie H7@1,0 oder V5[Q]@0,1)
game-cards-position-two-cards = auf { $cell } liegen zwei Karten
game-cards-position-royal-card = { $given }: ein Royal kann nicht als Karte auf dem Tisch liegen
game-cards-position-fortification = { $given }: nur ein Royal (mit royal=true) kann eine Karte befestigen
game-cards-position-deck = die Karten der Stellung sind nicht dieses Deck ({ $mismatch })
game-cards-position-hand-full = { $seat } hält { $cards } Karten; eine Hand hat { $hand }
game-cards-position-hand-short = { $seat } hält { $cards } Karten, solange das Deck reicht; die Hände werden nach jedem Zug auf { $hand } aufgefüllt
game-cards-position-connected = die Karten auf dem Tisch müssen eine zusammenhängende Gruppe bilden
game-cards-position-no-card = { $seat } hat keine Karte auf dem Tisch, aber eine letzte Karte wird nie genommen
game-cards-royal-deck = Royal Domination (royal=true) wird nur mit dem Standarddeck gespielt
game-cards-order-card = Option 'order': { $reason }
game-cards-order-cards = order muss die { $size } Karten dieses Decks nennen, jede so oft, wie das Deck sie enthält ({ $mismatch })
seat-domination-cards-H = Horizontal
seat-domination-cards-V = Vertikal
