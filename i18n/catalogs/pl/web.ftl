# Strony partii w przeglądarce (bot/web/): link pod planszą, /match link, strona.
web-open-in-browser = Otwórz w przeglądarce
web-link-private = Twój prywatny link do strony tej partii, z twoją ręką: zachowaj go dla siebie. Działa przez 7 dni{ $revoked ->
    [yes] ; żaden wcześniej otrzymany link już się nie otworzy.
   *[no] .
}
web-link-pages-off = Strony partii na tym serwerze są wyłączone (albo ten bot nie udostępnia stron).
web-moves = Ruchy
web-start = Początek
web-first = Pozycja początkowa
web-previous = Poprzedni ruch
web-next = Następny ruch
web-last = Bieżąca pozycja
web-position = Pozycja
web-board = Plansza jako tabela
web-table-where = Pole
web-table-what = Co tam jest
web-history = Pobierz plik historii
web-your-hand = Twój własny widok
web-review = Analiza komputera
web-keys = Strzałki przechodzą po ruchach; Home i End skaczą na początek i do bieżącej pozycji.
web-after-move = Po ruchu { $ply }: { $move }
web-to-move = Ruch: { $seat }
web-result-win = Wygrywa { $seat }: { $reason }
web-result-draw = Remis: { $reason }
web-result-aborted = Przerwana: { $reason }
web-cell-piece = { $piece ->
    [king] damka
    [dragon] smok
    [builder] budowniczy
   *[man] pionek
} ({ $seat }){ $captive ->
    [yes] {" "}(w niewoli)
   *[no] {""}
}
web-cell-holding = { $piece } z { $powerups }
web-cell-powerup = Bonus: { $powerup }
web-cell-building = { $height ->
    [1] budynek jednopiętrowy
    [2] budynek dwupiętrowy
   *[other] cytadela
} ({ $seat })
web-cell-unit = jednostka ({ $seat })
web-cell-card = karta { $card } ({ $seat }){ $royal ->
    [none] {""}
   *[other] , umocniona przez { $royal }
}
web-row-hand = Ręka: { $seat }
web-row-deck = Talia
web-row-discard = Stos kart odrzuconych
web-cards = { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
    [many] { $cards } kart
   *[other] { $cards } karty
}
web-discard = { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
    [many] { $cards } kart
   *[other] { $cards } karty
}{ $top ->
    [none] {""}
   *[other] , na wierzchu { $top }
}
