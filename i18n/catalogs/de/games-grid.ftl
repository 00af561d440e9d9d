# Domination 16x16: Ablehnungen und Spielenden (games/domination_grid/).
game-grid-empty-move = der Zug ist leer: schreib die Wege deiner Einheiten oder 'pass'
game-grid-not-a-path = { $path } ist kein Weg: verbinde Felder mit Bindestrichen, wie c2-c3 oder c2-c4
game-grid-not-a-square = { $square } ist kein Feld: nenne Linie und Reihe, wie c2
game-grid-off-board = auf dem Brett { $size }x{ $size } gibt es kein Feld { $square }
game-grid-goes-nowhere = { $leg } führt nirgendwohin: ein Weg muss sein Feld verlassen
game-grid-not-straight = { $leg } ist keine gerade Linie: Einheiten ziehen nur entlang Linien und Reihen
game-grid-too-many-steps = ein Zug hat höchstens { $most } Schritte, dieser hat { $steps }
game-grid-step = Schritt { $number }, { $step }: { $problem }
game-grid-no-square = auf diesem Brett gibt es kein Feld { $square }
game-grid-step-edge = ein Schritt geht auf ein Feld, das eine Kante mit { $square } teilt
game-grid-no-unit = { $held ->
    [black] auf { $square } steht eine schwarze Einheit, also keine von dir zum Ziehen
    [white] auf { $square } steht eine weiße Einheit, also keine von dir zum Ziehen
   *[other] { $square } ist leer, also gibt es dort keine Einheit von dir zum Ziehen
}
game-grid-occupied = { $square } ist besetzt
game-grid-not-a-turn = { $move } ist kein Zug von Domination 16x16
game-grid-no-units-left = keine Seite hat noch eine Einheit auf dem Brett
game-grid-units-gone = { $seat } hat keine Einheiten mehr auf dem Brett
game-grid-repetition = dasselbe Brett mit derselben Seite am Zug und denselben Reserven kam zum dritten Mal vor
game-grid-position-parts = eine Stellung hat vier Teile, durch Leerzeichen getrennt: die Reihen von oben, verbunden mit '/', die Seite am Zug (b oder w) und die Reserven, wie 'b=0 w=0'
game-grid-position-ranks = das Brett hat { $ranks } Reihen, aber diese Partie wird auf { $size }x{ $size } gespielt (die Größe wählst du mit der Option size)
game-grid-position-rank-length = Reihe { $rank } hat { $squares } Felder statt { $size }
game-grid-position-rank-letters = Reihe { $rank } enthält { $letters }: nur b, w und . sind erlaubt
game-grid-position-side = die Seite am Zug muss b oder w sein, nicht { $given }
game-grid-position-reserves = die Reserven lauten 'b=N w=N', nicht { $given }
game-grid-position-conflict = { $square } und { $other } haben gegnerische Einheiten nebeneinander, aber Konflikte werden immer vor Beginn eines Zugs aufgelöst
game-grid-position-units = die Stellung hat { $units } Einheiten auf dem Brett und in Reserve, aber die Armeen beginnen zusammen mit { $start }, und Einheiten entstehen nie neu
game-grid-board-size = die Brettgröße muss eine gerade Zahl von { $low } bis { $high } sein, nicht { $given }
seat-domination-grid-black = Schwarz
seat-domination-grid-white = Weiß
