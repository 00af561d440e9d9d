# Domination 16x16: odmowy i zakończenia (games/domination_grid/).
game-grid-empty-move = ruch jest pusty: zapisz ścieżki swoich jednostek albo 'pass'
game-grid-not-a-path = { $path } to nie ścieżka: połącz pola myślnikami, jak c2-c3 albo c2-c4
game-grid-not-a-square = { $square } to nie pole: podaj kolumnę i rząd, jak c2
game-grid-off-board = na planszy { $size }x{ $size } nie ma pola { $square }
game-grid-goes-nowhere = { $leg } nigdzie nie prowadzi: ścieżka musi opuścić swoje pole
game-grid-not-straight = { $leg } to nie linia prosta: jednostki idą wzdłuż kolumn i rzędów
game-grid-too-many-steps = tura ma najwyżej tyle kroków: { $most }, a ta ma: { $steps }
game-grid-step = krok { $number }, { $step }: { $problem }
game-grid-no-square = na tej planszy nie ma pola { $square }
game-grid-step-edge = krok prowadzi na pole, które ma wspólny bok z { $square }
game-grid-no-unit = { $held ->
    [black] na { $square } stoi czarna jednostka, więc nie ma tam twojej jednostki do ruszenia
    [white] na { $square } stoi biała jednostka, więc nie ma tam twojej jednostki do ruszenia
   *[other] { $square } jest puste, więc nie ma tam twojej jednostki do ruszenia
}
game-grid-occupied = { $square } jest zajęte
game-grid-not-a-turn = { $move } to nie tura gry Domination 16x16
game-grid-no-units-left = żadna strona nie ma już jednostek na planszy
game-grid-units-gone = { $seat }: nie zostały żadne jednostki na planszy
game-grid-repetition = ta sama plansza, z tą samą stroną na ruchu i tymi samymi rezerwami, pojawiła się po raz trzeci
game-grid-position-parts = pozycja ma cztery części rozdzielone spacjami: rzędy od góry połączone '/', strona na ruchu (b albo w) i rezerwy, jak 'b=0 w=0'
game-grid-position-ranks = liczba rzędów planszy: { $ranks }, a ta partia toczy się na { $size }x{ $size } (rozmiar wybierzesz opcją size)
game-grid-position-rank-length = rząd { $rank }: liczba pól { $squares } zamiast { $size }
game-grid-position-rank-letters = rząd { $rank } zawiera { $letters }: używaj tylko b, w i .
game-grid-position-side = strona na ruchu to b albo w, a nie { $given }
game-grid-position-reserves = rezerwy zapisuje się 'b=N w=N', a nie { $given }
game-grid-position-conflict = na { $square } i { $other } stoją obok siebie wrogie jednostki, a konflikty zawsze rozstrzyga się przed początkiem tury
game-grid-position-units = liczba jednostek na planszy i w rezerwie to { $units }, a armie zaczynają razem z { $start } i jednostki nigdy nie przybywają
game-grid-board-size = rozmiar planszy musi być liczbą parzystą od { $low } do { $high }, a nie { $given }
seat-domination-grid-black = Czarne
seat-domination-grid-white = Białe
