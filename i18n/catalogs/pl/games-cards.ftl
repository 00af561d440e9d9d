# Domination (gra karciana): odmowy i zakończenia (games/domination_cards/).
game-cards-how-to-write = odkrywaj przez E7@2,0, zdobywaj przez C7:1,0>2,0 (kroki blitzu po spacji, jak 4>3,0), umacniaj przez FQ@1,0
game-cards-not-a-card = { $royals ->
    [yes] { $card } to nie karta tej talii (wartości od 1 do { $top } i figury J, Q, K)
   *[no] { $card } to nie karta tej talii (wartości od 1 do { $top })
}
game-cards-mismatch = brakuje: { $missing ->
    [none] nic
   *[other] { $missing }
}; nadmiar: { $extra ->
    [none] nic
   *[other] { $extra }
}
game-cards-complete-group = { $seat } ma połączoną grupę z każdą wartością od 1 do { $top }
game-cards-deck-out = talia się skończyła, a { $seat } nie ma już kart
game-cards-stuck = { $seat } nie ma dozwolonej tury z kartami na ręce
game-cards-points-draw = { $why }; obie najlepsze grupy mają po { $values } wartości: remis
game-cards-points-win = { $why }; najlepsza grupa ({ seat-domination-cards-H }) ma { $h } wartości, grupa ({ seat-domination-cards-V }) { $v }: wygrywa { $seat }
game-cards-take-empty = { $cell } jest puste: nie ma czego zabrać
game-cards-take-own = { $cell } już jest twoje
game-cards-take-fortified = { $cell } jest umocnione przez { $royal }: zabrać je może tylko { $royal }
game-cards-take-last = { $cell } to ostatnia karta gracza { $seat }, a ostatniej karty gracza nigdy się nie zabiera
game-cards-explore-royal = figurą nie można odkrywać: użyj jej do zdobywania albo umacniania
game-cards-explore-taken = na { $cell } już leży karta
game-cards-explore-alone = { $cell } nie dotyka żadnej karty: odkrywaj obok karty na stole
game-cards-fortify-royal = kartę może umocnić tylko figura (J, Q albo K)
game-cards-fortify-foreign = { $cell } to nie twoja karta: umacniać możesz tylko swoje
game-cards-fortify-twice = { $cell } jest już umocnione przez { $royal }
game-cards-conquer-anchor = { $cell } to nie twoja karta: zdobycie zaczyna się od twoich
game-cards-blitz-royal = figura może rozpocząć zdobycie, ale nigdy nie wykonuje blitzu
game-cards-conquer-match = na { $cell } leży { $card }: karta, którą odrzucasz, musi do niej pasować
game-cards-not-neighbours = { $cell } nie leży obok { $source }
game-cards-not-in-hand = nie masz karty { $card } do odrzucenia (na ręce: { $hand ->
    [none] nic
   *[other] { $hand }
})
game-cards-no-anchor = żadna twoja karta obok { $cell } nie pasuje do { $card }
game-cards-not-a-move = { $move } to nie ruch w Domination
game-cards-position-card = nieczytelna karta w pozycji: { $reason }
game-cards-position-turn = na ruchu musi być H albo V, a nie { $given }
game-cards-position-sections = pozycja ma sekcje { $sections }, w tej kolejności
game-cards-position-hidden = { $given } ukrywa karty: odczytać można tylko pełny tekst pozycji
game-cards-position-entry = { $given } to nie karta na stole (zapisz ją jak H7@1,0 albo V5[Q]@0,1)
game-cards-position-two-cards = na { $cell } leżą dwie karty
game-cards-position-royal-card = { $given }: figura nie może leżeć na stole jako karta
game-cards-position-fortification = { $given }: kartę może umocnić tylko figura (z royal=true)
game-cards-position-deck = karty w pozycji to nie ta talia ({ $mismatch })
game-cards-position-hand-full = { $seat } ma na ręce kart: { $cards }; ręka liczy { $hand }
game-cards-position-hand-short = { $seat } ma na ręce kart: { $cards }, choć talia jeszcze trwa; ręce uzupełnia się do { $hand } po każdej turze
game-cards-position-connected = karty na stole muszą tworzyć jedną połączoną grupę
game-cards-position-no-card = { $seat } nie ma karty na stole, a ostatniej karty nigdy się nie zabiera
game-cards-royal-deck = Royal Domination (royal=true) gra się tylko talią standardową
game-cards-order-card = opcja 'order': { $reason }
game-cards-order-cards = order musi wymienić wszystkie karty tej talii ({ $size }), każdą tyle razy, ile jest jej w talii ({ $mismatch })
seat-domination-cards-H = Poziomy
seat-domination-cards-V = Pionowy
