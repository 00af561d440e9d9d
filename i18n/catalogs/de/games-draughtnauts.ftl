# Draughtnauts: Ablehnungen und Spielenden (games/draughtnauts/).
game-draughtnauts-how-to-write = schreibe Schritte wie 11-15, Schläge wie 22x15x6, einen Kanonenschuss wie 18C23, einen Teleport wie 18T5
game-draughtnauts-setup-letters = eine Aufstellung nennt S, H, C und T je einmal, z. B. 'setup SHCT'
game-draughtnauts-squares = die Felder sind von 1 bis 32 nummeriert
game-draughtnauts-ambiguous = das könnte { $moves } bedeuten: schreib den Schlag vollständig
game-draughtnauts-no-pieces = { $seat } hat keine Steine mehr
game-draughtnauts-no-moves = { $seat } hat keinen erlaubten Zug
game-draughtnauts-repetition = Remis durch dreifache Stellungswiederholung
game-draughtnauts-forty-moves = Remis: vierzig Züge je Seite ohne Schlag und ohne Zug eines einfachen Steins
game-draughtnauts-place-first = { $seat } muss zuerst die Power-ups aufstellen, z. B. 'setup SHCT'
game-draughtnauts-setup-over = Power-ups werden nur in der Aufstellungsphase vor dem ersten Zug platziert
game-draughtnauts-square-empty = Feld { $square } ist leer
game-draughtnauts-not-your-piece = auf Feld { $square } steht ein Stein von { $owner }; { $seat } ist am Zug
game-draughtnauts-sword-twice = nur ein Stein mit Schwert darf in einem Zug zweimal ziehen
game-draughtnauts-sword-second = der zweite Zug mit dem Schwert muss ein Schritt oder Schlag desselben Steins sein und darf keinen Stein zweimal überspringen
game-draughtnauts-no-powerup = der Stein auf { $square } hat { $powerup ->
    [S] kein Schwert
    [H] keinen Schild
    [C] keine Kanone
   *[T] keinen Teleporter
}
game-draughtnauts-teleport-occupied = ein Teleporter braucht ein leeres Ziel, und Feld { $square } ist nicht leer
game-draughtnauts-cannon-range = eine Kanone schießt nur auf ein diagonal benachbartes Feld, und { $square } ist keins
game-draughtnauts-cannon-no-target = auf Feld { $square } steht kein Stein von { $seat }, auf den man schießen könnte
game-draughtnauts-must-capture = hier besteht Schlagzwang: { $captures }
game-draughtnauts-no-capture-path = kein Schlag führt von { $start } nach { $landing }
game-draughtnauts-capture-continues = der Schlag muss weitergehen, solange der Stein noch springen kann
game-draughtnauts-capture-too-far = dieser Schlag geht weiter, als die Regeln erlauben: die Krönung beendet den Zug
game-draughtnauts-not-step-or-jump = von { $start } nach { $landing } ist weder ein diagonaler Schritt noch ein Sprung
game-draughtnauts-jump-needs-piece = ein Sprung von { $start } nach { $landing } braucht einen Stein von { $seat } auf { $over }
game-draughtnauts-square-occupied = Feld { $square } ist nicht leer
game-draughtnauts-men-forward = einfache Steine ziehen und schlagen nur vorwärts; nur Damen ziehen rückwärts
game-draughtnauts-position-shape = eine Stellung lautet z. B. B:W21,22,K30:B1,2 (Seite am Zug, dann die Felder jeder Seite)
game-draughtnauts-position-field = das Feld { $field } ist unverständlich oder kommt doppelt vor
game-draughtnauts-position-both-sides = eine Stellung braucht ein W-Feld und ein B-Feld
game-draughtnauts-position-powerups-off = diese Stellung hat Power-ups, aber die Partie hat powerups=off
game-draughtnauts-position-token = { $token } ist weder ein Feld noch eine Dame wie K30 noch ein Bereich wie 1-12
game-draughtnauts-position-token-squares = { $token }: die Felder sind von 1 bis 32 nummeriert
game-draughtnauts-position-king-powerups = { $token }: nur eine einzelne Dame kann Power-ups tragen
game-draughtnauts-position-unclaimed-token = { $token } ist kein Feld mit Power-up-Buchstabe wie 31C
game-draughtnauts-position-unclaimed-row = { $token }: Power-ups liegen nur auf den Feldern 1-4 und 29-32
game-draughtnauts-position-two-powerups = Feld { $square } hat zwei Power-ups
game-draughtnauts-position-square-twice = Feld { $square } ist doppelt angegeben
game-draughtnauts-position-crowned = ein einfacher Stein auf { $square } wäre schon gekrönt worden
game-draughtnauts-position-king-holds = die Dame auf { $square } trägt höchstens zwei verschiedene Power-ups
game-draughtnauts-position-powerup-letters = die Dame auf { $square }: die Power-ups heißen S, H, C und T
game-draughtnauts-position-same-powerup = { $side } hat dasselbe Power-up zweimal
game-draughtnauts-position-setup-choose = eine Aufstellungsphase gibt es nur mit powerups=choose
game-draughtnauts-position-setup-phase = in der Aufstellungsphase trägt niemand ein Power-up, und nur die vier von Dunkel dürfen liegen, wenn Hell seine eigenen setzt
seat-draughtnauts-dark = Dunkel
seat-draughtnauts-light = Hell
