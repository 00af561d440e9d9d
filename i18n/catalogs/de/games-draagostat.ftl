# Draagostat: Ablehnungen und Spielenden (games/draagostat/).
game-draagostat-building = { $seat ->
    [dark] ein dunkles
   *[light] ein helles
} { $height ->
    [1] Einstockhaus
    [2] Zweistockhaus
   *[other] Zitadellengebäude
}
game-draagostat-height = { $height ->
    [0] blankem Boden
    [1] einem Einstockhaus
    [2] einem Zweistockhaus
   *[other] einer Zitadelle
}
game-draagostat-piece = { $seat ->
    [dark] der dunkle
   *[light] der helle
} { $piece ->
    [builder] Baumeister
   *[dragon] Drache
}
game-draagostat-dominion = Herrschaft! { $seat } hält die Stadt { $squares }
game-draagostat-repetition = dieselbe Stellung kam zum dritten Mal vor
game-draagostat-how-to-write = schreib einen Schritt als Bb2-b3, einen Angriff als Dc2xc3>d1, einen Bau als +b2, -b2 oder #b2, ein Tragen als Bb2^b3, eine Rettung als Dc2-c3*a1
game-draagostat-not-a-move = { $move } ist kein Draagostat-Zug
game-draagostat-step-onto-building = auf { $square } steht { $building }: ein Baumeister betritt nur blanken Boden oder eigene Gebäude
game-draagostat-lightning-building = auf { $square } steht { $building }: der Blitz darf keine Ecke mit gegnerischem Gebäude treffen
game-draagostat-not-captive-there = dein Baumeister wird nicht auf { $square } gefangen gehalten
game-draagostat-rescue-attacks = auf { $square } steht { $piece }: die Rettung greift ihn an, geschrieben { $written }<Feld>><Feld>
game-draagostat-build-under-dragon = dein Baumeister teilt { $square } mit deinem Drachen und kann dort nicht bauen
game-draagostat-build-on-foreign = auf { $square } steht { $building }: ein Baumeister baut nur auf blankem Boden oder eigenen Gebäuden
game-draagostat-citadel-permanent = die Zitadelle auf { $square } ist dauerhaft: darauf wird nichts gebaut und nichts abgetragen
game-draagostat-no-third-story = es gibt kein drittes Stockwerk: das Zweistockhaus auf { $square } kann umgewandelt (#{ $square }) oder abgetragen und getragen werden
game-draagostat-no-stories-left = alle vier deiner Stockwerke stehen schon auf dem Brett
game-draagostat-no-story-there = auf { $square } gibt es kein Stockwerk zum Abtragen oder Umwandeln
game-draagostat-carry-under-dragon = dein Baumeister teilt { $square } mit deinem Drachen und kann von dort nichts tragen
game-draagostat-carry-from = ein Baumeister trägt nur von seinem eigenen Zweistockhaus, und dein Baumeister steht auf { $square } auf { $height }
game-draagostat-carry-onto = auf { $square } steht { $building }: ein getragenes Stockwerk kommt nur auf blanken Boden
game-draagostat-carry-onto-piece = auf { $square } steht { $piece }: ein Stockwerk wird nur auf ein leeres Feld getragen
game-draagostat-not-there = dein { $piece ->
    [builder] Baumeister
   *[dragon] Drache
} steht auf { $square }, nicht auf { $named }
game-draagostat-builder-captive = dein Baumeister wird auf { $square } gefangen gehalten: er kann nichts tun, bis dein Drache ihn befreit
game-draagostat-not-orthogonal = { $action ->
    [step] ein Baumeister geht
    [attack] ein Baumeister greift an
   *[carry] ein Baumeister trägt
} nur ein Feld gerade weit, und { $square } liegt nicht neben { $origin }
game-draagostat-onto-foe = auf { $square } steht { $piece }: dorthin zu ziehen ist ein Angriff, geschrieben { $written }<wohin er geht>
game-draagostat-reach-captive = dein Baumeister wird auf { $square } gefangen gehalten: ihn zu erreichen ist eine Rettung, geschrieben mit *<wohin der Baumeister geht>
game-draagostat-dragon-route = ein Drache kommt nicht von { $origin } nach { $square }: er geht ein Feld gerade, fliegt von Zitadelle zu Zitadelle und reitet den Blitz von Ecke zu Ecke (nie auf eine gegnerische Figur)
game-draagostat-nothing-to-attack = auf { $square } steht keine Figur von { $seat }, die man angreifen könnte
game-draagostat-two-on-one = zwei gegen einen: auf { $square } stehen beide Figuren von { $seat }, und zusammen können sie nicht angegriffen werden
game-draagostat-attack-captive = auf { $square } steht der gefangene Baumeister von { $seat }: ein Gefangener kann nicht angegriffen werden
game-draagostat-off-foreign = dein Baumeister steht auf { $origin }, wo { $standing } steht: sein nächster Zug muss blanken Boden oder ein eigenes Gebäude erreichen, und auf { $square } steht { $building }
game-draagostat-attack-height = ein Baumeister greift nur Figuren auf gleicher Höhe oder tiefer an: die Figur auf { $square } steht auf { $height }, dein Baumeister auf { $own }
game-draagostat-must-leave = { $piece ->
    [builder] der angegriffene Baumeister
   *[dragon] der angegriffene Drache
} muss { $square } verlassen
game-draagostat-banish-building = auf { $square } steht { $building }: eine verbannte Figur geht auf ein Feld ohne Gebäude
game-draagostat-banish-own = auf { $square } steht dein { $piece ->
    [builder] Baumeister
   *[dragon] Drache
}: eine verbannte Figur darf nicht zu deinen Figuren
game-draagostat-captive-dragon = auf { $square } steht deine Zitadelle: nur ein Baumeister kann gefangen werden, und ein verbannter Drache geht auf ein Feld ohne Gebäude
game-draagostat-captive-one-citadel = auf { $square } steht deine Zitadelle, aber ein Baumeister wird nur gefangen, solange beide deiner Zitadellen auf dem Brett stehen
game-draagostat-captive-same-citadel = der angegriffene Baumeister muss { $square } verlassen: halte ihn auf deiner anderen Zitadelle fest
game-draagostat-captive-on-dragon = der Drache von { $seat } steht auf { $square }: sein Baumeister kann dort nicht gefangen werden
game-draagostat-free-onto-foe = auf { $square } steht { $piece }: der befreite Baumeister geht dorthin, wo keine gegnerische Figur steht
game-draagostat-free-onto-building = auf { $square } steht { $building }: der befreite Baumeister geht auf blanken Boden oder ein eigenes Gebäude
game-draagostat-convert-one-story = nur ein Zweistockhaus wird zur Zitadelle, und auf { $square } steht ein Einstockhaus
game-draagostat-no-citadels-left = beide deiner Zitadellen stehen schon auf dem Brett
game-draagostat-citadel-delay = Zitadellen-Sperre: dein Baumeister hat sich noch nicht aus eigener Kraft bewegt, also darfst du nicht umwandeln
game-draagostat-first-conversion = Recht der ersten Umwandlung: dein Gegner hat im letzten Zug umgewandelt, also darfst du in diesem nicht umwandeln
game-draagostat-centre-freeze = Zentrumssperre: b2, b3, c2 und c3 haben schon zwei Zitadellen, also kann { $square } keine werden
game-draagostat-position-fields = eine Draagostat-Stellung hat sechs Felder und ein optionales siebtes: Brett, Seite am Zug, dark=..., light=..., delay=..., converted=... [seen=...]
game-draagostat-position-side = die Seite am Zug ist dark oder light, nicht { $given }
game-draagostat-position-board = das Brett besteht aus vier Reihen zu je vier Zeichen, getrennt durch /
game-draagostat-position-square = { $given } ist kein Feld des Bretts: nutze . S T C (dunkel) oder s t c (hell)
game-draagostat-position-pieces = { $given } soll Baumeister und Drache von { $seat } nennen, z. B. { $example } (ein ! nach dem Feld des Baumeisters markiert ihn als gefangen)
game-draagostat-position-delay = erwartet delay=<Plätze> oder delay=-, nicht { $given }
game-draagostat-position-delay-seats = delay nennt dark und/oder light oder ist -, nicht { $given }
game-draagostat-position-converted = erwartet converted=- oder { $expected } (nur die Seite, die gerade gezogen hat, kann umgewandelt haben), nicht { $given }
game-draagostat-position-seen = seen= nennt frühere Stellungen, jede als 8 Buchstaben, Ziffern, - oder _, durch Kommas getrennt
game-draagostat-position-too-many = { $seat } hat mehr als { $stories } Stockwerke oder { $citadels } Zitadellen auf dem Brett
game-draagostat-position-centre = die Zentrumsfelder haben mehr als zwei Zitadellen
game-draagostat-position-captive = der gefangene Baumeister von { $seat } muss auf einer gegnerischen Zitadelle stehen, nicht auf { $square }
game-draagostat-position-freed = der Drache von { $seat } auf { $square } würde seinen Baumeister befreien
game-draagostat-position-both-colours = auf { $square } stehen Figuren beider Farben, was nur ein Gefangener und sein Fänger dürfen
game-draagostat-setup-four = setup nennt vier Felder: dunkler Baumeister, heller Baumeister, dunkler Drache, heller Drache (z. B. a1,b2,c3,d4)
game-draagostat-setup-square = { $square } ist kein Feld des Bretts (a1 bis d4)
game-draagostat-setup-differ = die vier Aufstellungsfelder müssen alle verschieden sein
game-draagostat-diagonals = erwartet eine Zahl von 0 bis 4 oder "all", nicht { $given }
seat-draagostat-dark = Dunkel
seat-draagostat-light = Hell
