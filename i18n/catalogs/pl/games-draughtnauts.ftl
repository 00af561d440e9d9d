# Draughtnauts: odmowy i zakończenia (games/draughtnauts/).
game-draughtnauts-how-to-write = zapisuj kroki jak 11-15, bicia jak 22x15x6, strzał z armaty jak 18C23, teleport jak 18T5
game-draughtnauts-setup-letters = ustawienie wymienia S, H, C i T po jednym razie, np. 'setup SHCT'
game-draughtnauts-squares = pola mają numery od 1 do 32
game-draughtnauts-ambiguous = to może znaczyć { $moves }: zapisz bicie w całości
game-draughtnauts-no-pieces = { $seat }: nie zostały żadne pionki
game-draughtnauts-no-moves = { $seat }: brak dozwolonego ruchu
game-draughtnauts-repetition = remis przez trzykrotne powtórzenie
game-draughtnauts-forty-moves = remis: czterdzieści ruchów każdej strony bez bicia i bez ruchu zwykłego pionka
game-draughtnauts-place-first = { $seat } musi najpierw ustawić swoje ulepszenia, np. 'setup SHCT'
game-draughtnauts-setup-over = ulepszenia ustawia się tylko w fazie ustawiania, przed pierwszym ruchem
game-draughtnauts-square-empty = pole { $square } jest puste
game-draughtnauts-not-your-piece = na polu { $square } stoi pionek strony { $owner }; ruch ma { $seat }
game-draughtnauts-sword-twice = tylko pionek z Mieczem może ruszyć się dwa razy w jednej turze
game-draughtnauts-sword-second = drugi ruch z Mieczem musi być krokiem lub biciem tego samego pionka i nie może dwa razy przeskoczyć tego samego pionka
game-draughtnauts-no-powerup = pionek na { $square } nie ma { $powerup ->
    [S] Miecza
    [H] Tarczy
    [C] Armaty
   *[T] Teleportera
}
game-draughtnauts-teleport-occupied = Teleporter potrzebuje pustego celu, a pole { $square } nie jest puste
game-draughtnauts-cannon-range = Armata strzela tylko na sąsiednie pole po przekątnej, a { $square } takim nie jest
game-draughtnauts-cannon-no-target = na polu { $square } nie ma pionka strony { $seat }, w który można strzelić
game-draughtnauts-must-capture = tu bicie jest obowiązkowe: { $captures }
game-draughtnauts-no-capture-path = żadne bicie nie prowadzi z { $start } na { $landing }
game-draughtnauts-capture-continues = bicie musi trwać, dopóki pionek może skakać dalej
game-draughtnauts-capture-too-far = to bicie sięga dalej, niż pozwalają zasady: koronacja kończy ruch
game-draughtnauts-not-step-or-jump = z { $start } na { $landing } to ani krok po przekątnej, ani skok
game-draughtnauts-jump-needs-piece = skok z { $start } na { $landing } wymaga pionka strony { $seat } na { $over }
game-draughtnauts-square-occupied = pole { $square } nie jest puste
game-draughtnauts-men-forward = zwykłe pionki chodzą i biją tylko do przodu; do tyłu chodzą tylko damki
game-draughtnauts-position-shape = pozycja wygląda tak: B:W21,22,K30:B1,2 (strona na ruchu, potem pola każdej strony)
game-draughtnauts-position-field = pole zapisu { $field } jest niezrozumiałe albo występuje dwa razy
game-draughtnauts-position-both-sides = pozycja potrzebuje pola W i pola B
game-draughtnauts-position-powerups-off = ta pozycja ma ulepszenia, a partia ma powerups=off
game-draughtnauts-position-token = { $token } to ani pole, ani damka jak K30, ani zakres jak 1-12
game-draughtnauts-position-token-squares = { $token }: pola mają numery od 1 do 32
game-draughtnauts-position-king-powerups = { $token }: ulepszenia może mieć tylko pojedyncza damka
game-draughtnauts-position-unclaimed-token = { $token } to nie pole z literą ulepszenia jak 31C
game-draughtnauts-position-unclaimed-row = { $token }: ulepszenia leżą tylko na polach 1-4 i 29-32
game-draughtnauts-position-two-powerups = pole { $square } dostało dwa ulepszenia
game-draughtnauts-position-square-twice = pole { $square } podano dwa razy
game-draughtnauts-position-crowned = zwykły pionek na { $square } byłby już ukoronowany
game-draughtnauts-position-king-holds = damka na { $square } ma najwyżej dwa różne ulepszenia
game-draughtnauts-position-powerup-letters = damka na { $square }: ulepszenia to S, H, C i T
game-draughtnauts-position-same-powerup = { $side } ma to samo ulepszenie dwa razy
game-draughtnauts-position-setup-choose = faza ustawiania istnieje tylko przy powerups=choose
game-draughtnauts-position-setup-phase = w fazie ustawiania nikt nie ma ulepszeń, a leżeć mogą tylko cztery ulepszenia Ciemnych, gdy Jasne ustawiają swoje
seat-draughtnauts-dark = Ciemne
seat-draughtnauts-light = Jasne
