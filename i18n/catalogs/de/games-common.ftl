# Was die Engines aller Spiele sagen (games/contract.py, games/typed_text.py, games/__init__.py, ai/).
game-seat = { $seat ->
    [dark] Dunkel
    [light] Hell
    [black] Schwarz
    [white] Weiß
   *[other] { $seat }
}
game-over = die Partie ist vorbei: { $reason }
game-no-seat = es gibt keinen Platz { $seat }: die Plätze sind { $seats }
game-replay-refused = Zug { $number } { $move }: { $reason }
game-position-refused = Stellung: { $reason }
game-unknown = es gibt kein Spiel namens { $game } (Spiele: { $games })
game-no-move-given = kein Zug angegeben: { $how }
game-not-a-move = { $move } ist kein Zug: { $how }
game-problems = { $first }; { $rest }
game-option-unknown = es gibt keine Option { $option }; die Optionen sind { $options }
game-option-twice = die Option { $option } ist doppelt angegeben
game-option-problem = Option { $option }: { $problem }
game-option-not-bool = erwartet true oder false, nicht { $given }
game-option-not-whole = erwartet eine ganze Zahl, nicht { $given }
game-option-not-one-of = erwartet einen von { $allowed }, nicht { $given }
game-option-too-small = erwartet { $bound } oder mehr, nicht { $given }
game-option-too-large = erwartet { $bound } oder weniger, nicht { $given }
game-option-refused = dieser Wert ist hier nicht möglich
game-ai-unknown-level = es gibt keine Stufe { $level } (wähle aus { $levels })
game-ai-no-engine = der Computer spielt { $game } nicht
# Die Zeilen des Bots, die zeigen, wie eine Partie endete.