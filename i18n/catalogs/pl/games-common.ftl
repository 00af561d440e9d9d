# Co mówią silniki wszystkich gier (games/contract.py, games/typed_text.py, games/__init__.py, ai/).
game-seat = { $seat ->
    [dark] Ciemne
    [light] Jasne
    [black] Czarne
    [white] Białe
   *[other] { $seat }
}
game-over = partia się skończyła: { $reason }
game-no-seat = nie ma miejsca { $seat }: miejsca to { $seats }
game-replay-refused = ruch { $number } { $move }: { $reason }
game-position-refused = pozycja: { $reason }
game-unknown = nie ma gry o nazwie { $game } (gry: { $games })
game-no-move-given = nie podano ruchu: { $how }
game-not-a-move = { $move } to nie jest ruch: { $how }
game-problems = { $first }; { $rest }
game-option-unknown = nie ma opcji { $option }; dostępne opcje to { $options }
game-option-twice = opcja { $option } podana dwa razy
game-option-problem = opcja { $option }: { $problem }
game-option-not-bool = powinno być true albo false, a nie { $given }
game-option-not-whole = powinna być liczba całkowita, a nie { $given }
game-option-not-one-of = powinno być jedno z: { $allowed }, a nie { $given }
game-option-too-small = powinno być co najmniej { $bound }, a nie { $given }
game-option-too-large = powinno być co najwyżej { $bound }, a nie { $given }
game-option-refused = tej wartości nie można tu użyć
game-ai-unknown-level = nie ma poziomu { $level } (wybierz spośród: { $levels })
game-ai-no-engine = komputer nie gra w { $game }
# Wiersze bota, które pokazują, jak skończyła się partia.