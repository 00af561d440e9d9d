# Draagostat: odmowy i zakończenia (games/draagostat/).
game-draagostat-building = { $height ->
    [1] { $seat ->
        [dark] ciemny budynek jednopiętrowy
       *[light] jasny budynek jednopiętrowy
    }
    [2] { $seat ->
        [dark] ciemny budynek dwupiętrowy
       *[light] jasny budynek dwupiętrowy
    }
   *[other] { $seat ->
        [dark] ciemna cytadela
       *[light] jasna cytadela
    }
}
game-draagostat-height = { $height ->
    [0] gołej ziemi
    [1] budynku jednopiętrowym
    [2] budynku dwupiętrowym
   *[other] cytadeli
}
game-draagostat-piece = { $seat ->
    [dark] ciemny
   *[light] jasny
} { $piece ->
    [builder] budowniczy
   *[dragon] smok
}
game-draagostat-dominion = Panowanie! { $seat } trzyma miasto { $squares }
game-draagostat-repetition = ta sama pozycja pojawiła się po raz trzeci
game-draagostat-how-to-write = zapisz krok jako Bb2-b3, atak jako Dc2xc3>d1, budowę jako +b2, -b2 lub #b2, przeniesienie jako Bb2^b3, ratunek jako Dc2-c3*a1
game-draagostat-not-a-move = { $move } to nie ruch w Draagostat
game-draagostat-step-onto-building = na { $square } stoi { $building }: budowniczy wchodzi tylko na gołą ziemię albo na własne budynki
game-draagostat-lightning-building = na { $square } stoi { $building }: piorun nie może uderzyć w róg z wrogim budynkiem
game-draagostat-not-captive-there = twój budowniczy nie jest więziony na { $square }
game-draagostat-rescue-attacks = na { $square } stoi { $piece }: ratunek go atakuje, zapis { $written }<pole>><pole>
game-draagostat-build-under-dragon = twój budowniczy dzieli { $square } z twoim smokiem i nie może tam budować
game-draagostat-build-on-foreign = na { $square } stoi { $building }: budowniczy buduje tylko na gołej ziemi albo na własnych budynkach
game-draagostat-citadel-permanent = cytadela na { $square } jest trwała: nic się na niej nie buduje i nic z niej nie zdejmuje
game-draagostat-no-third-story = nie ma trzeciego piętra: budynek dwupiętrowy na { $square } można przekształcić (#{ $square }) albo z niego przenosić
game-draagostat-no-stories-left = wszystkie cztery twoje piętra są już na planszy
game-draagostat-no-story-there = na { $square } nie ma piętra do zdjęcia ani przekształcenia
game-draagostat-carry-under-dragon = twój budowniczy dzieli { $square } z twoim smokiem i nie może stamtąd przenosić
game-draagostat-carry-from = budowniczy przenosi tylko z własnego budynku dwupiętrowego, a na { $square } stoi na { $height }
game-draagostat-carry-onto = na { $square } stoi { $building }: przeniesione piętro trafia tylko na gołą ziemię
game-draagostat-carry-onto-piece = na { $square } stoi { $piece }: piętro przenosi się tylko na puste pole
game-draagostat-not-there = twój { $piece ->
    [builder] budowniczy
   *[dragon] smok
} stoi na { $square }, nie na { $named }
game-draagostat-builder-captive = twój budowniczy jest więziony na { $square }: nic nie zrobi, dopóki twój smok go nie uwolni
game-draagostat-not-orthogonal = { $action ->
    [step] budowniczy idzie
    [attack] budowniczy atakuje
   *[carry] budowniczy przenosi
} tylko o jedno pole w linii prostej, a { $square } nie sąsiaduje z { $origin }
game-draagostat-onto-foe = na { $square } stoi { $piece }: wejście tam to atak, zapis { $written }<dokąd idzie>
game-draagostat-reach-captive = twój budowniczy jest więziony na { $square }: dotarcie do niego to ratunek, zapis z *<dokąd idzie budowniczy>
game-draagostat-dragon-route = smok nie dostanie się z { $origin } na { $square }: idzie o jedno pole w linii prostej, lata z cytadeli do cytadeli i dosiada pioruna z rogu do rogu (nigdy na wrogą figurę)
game-draagostat-nothing-to-attack = na { $square } nie ma figury strony { $seat } do zaatakowania
game-draagostat-two-on-one = dwóch na jednego: na { $square } stoją obie figury strony { $seat }, a razem nie można ich zaatakować
game-draagostat-attack-captive = na { $square } stoi więziony budowniczy strony { $seat }: więźnia nie można atakować
game-draagostat-off-foreign = twój budowniczy stoi na { $origin }, gdzie jest { $standing }: jego następny ruch musi dojść do gołej ziemi albo własnego budynku, a na { $square } stoi { $building }
game-draagostat-attack-height = budowniczy atakuje tylko figury na swojej wysokości lub niżej: figura na { $square } stoi na { $height }, twój budowniczy na { $own }
game-draagostat-must-leave = { $piece ->
    [builder] zaatakowany budowniczy
   *[dragon] zaatakowany smok
} musi opuścić { $square }
game-draagostat-banish-building = na { $square } stoi { $building }: wygnana figura idzie na pole bez budynku
game-draagostat-banish-own = na { $square } stoi twój { $piece ->
    [builder] budowniczy
   *[dragon] smok
}: wygnana figura nie może dołączyć do twoich figur
game-draagostat-captive-dragon = na { $square } stoi twoja cytadela: więzić można tylko budowniczego, a wygnany smok idzie na pole bez budynku
game-draagostat-captive-one-citadel = na { $square } stoi twoja cytadela, ale budowniczego bierze się do niewoli tylko wtedy, gdy obie twoje cytadele są na planszy
game-draagostat-captive-same-citadel = zaatakowany budowniczy musi opuścić { $square }: uwięź go na swojej drugiej cytadeli
game-draagostat-captive-on-dragon = smok strony { $seat } stoi na { $square }: jego budowniczego nie można tam uwięzić
game-draagostat-free-onto-foe = na { $square } stoi { $piece }: uwolniony budowniczy idzie tam, gdzie nie ma wrogiej figury
game-draagostat-free-onto-building = na { $square } stoi { $building }: uwolniony budowniczy idzie na gołą ziemię albo na własny budynek
game-draagostat-convert-one-story = cytadelą staje się tylko budynek dwupiętrowy, a na { $square } stoi jednopiętrowy
game-draagostat-no-citadels-left = obie twoje cytadele są już na planszy
game-draagostat-citadel-delay = opóźnienie cytadeli: twój budowniczy jeszcze nie ruszył się własnym ruchem, więc nie możesz przekształcać
game-draagostat-first-conversion = prawo pierwszego przekształcenia: przeciwnik przekształcił w poprzedniej turze, więc w tej nie możesz
game-draagostat-centre-freeze = zamrożenie środka: b2, b3, c2 i c3 mają już dwie cytadele, więc { $square } nie może się nią stać
game-draagostat-position-fields = pozycja Draagostat ma sześć pól i opcjonalne siódme: plansza, strona na ruchu, dark=..., light=..., delay=..., converted=... [seen=...]
game-draagostat-position-side = strona na ruchu to dark albo light, a nie { $given }
game-draagostat-position-board = plansza to cztery rzędy po cztery znaki, oddzielone /
game-draagostat-position-square = { $given } to nie pole planszy: użyj . S T C (ciemne) albo s t c (jasne)
game-draagostat-position-pieces = { $given } powinno podać budowniczego i smoka strony { $seat }, np. { $example } (! po polu budowniczego oznacza, że jest więziony)
game-draagostat-position-delay = oczekiwano delay=<miejsca> albo delay=-, a nie { $given }
game-draagostat-position-delay-seats = delay wymienia dark i/lub light albo ma wartość -, a nie { $given }
game-draagostat-position-converted = oczekiwano converted=- albo { $expected } (przekształcić mogła tylko strona, która właśnie grała), a nie { $given }
game-draagostat-position-seen = seen= wymienia wcześniejsze pozycje, każdą jako 8 liter, cyfr, - lub _, rozdzielone przecinkami
game-draagostat-position-too-many = { $seat } ma na planszy więcej pięter niż { $stories } albo więcej cytadel niż { $citadels }
game-draagostat-position-centre = na polach środka stoją więcej niż dwie cytadele
game-draagostat-position-captive = więziony budowniczy strony { $seat } musi stać na wrogiej cytadeli, a nie na { $square }
game-draagostat-position-freed = smok strony { $seat } na { $square } uwolniłby swojego budowniczego
game-draagostat-position-both-colours = na { $square } stoją figury obu kolorów, a wolno tak tylko więźniowi i jego strażnikowi
game-draagostat-setup-four = setup podaje cztery pola: ciemny budowniczy, jasny budowniczy, ciemny smok, jasny smok (np. a1,b2,c3,d4)
game-draagostat-setup-square = { $square } to nie pole planszy (od a1 do d4)
game-draagostat-setup-differ = cztery pola startowe muszą być różne
game-draagostat-diagonals = powinna być liczba od 0 do 4 albo "all", a nie { $given }
seat-draagostat-dark = Ciemne
seat-draagostat-light = Jasne
