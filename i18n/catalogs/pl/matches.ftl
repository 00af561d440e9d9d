# Partie (bot/core/): podpisy plansz, wiersze wyników, przycisk ręki i odmowy MatchService.
# Miejsca (dark, light, H, V...) zostają tak, jak nazywa je gra.

## Wiersz stanu pod każdą planszą
match-to-move = Ruch: { $player } ({ $seat }).
match-result-win = **Wygrywa { $player } ({ $seat })**: { $reason }.
match-result-draw = **Remis**: { $reason }.
match-result-aborted = **Partia przerwana**: { $reason }.
match-reason-resigned = { $seat } poddaje partię
match-reason-draw-agreed = gracze zgodzili się na remis
match-reason-timeout = skończył się czas gracza { $seat }
match-reason-aborted = przerwana, zanim gra się rozkręciła
match-reason-decided = { $reason }, decyzja moderatora
match-players = { $first } ({ $first_seat }) kontra { $second } ({ $second_seat })

## Ręka w grze karcianej
match-show-hand = Pokaż moją rękę
match-your-hand = Twoja ręka ({ $seat }):
match-hand-players-only = Tylko dwoje graczy tej partii ma rękę do pokazania.

## Odmowy
match-not-found = Nie ma partii numer { $match }.
match-not-found-here = Tutaj nie ma partii numer { $match }.
match-not-here = Ta partia nie jest rozgrywana tutaj.
match-none-here = Tutaj nie toczy się żadna partia: `/matches` pokazuje trwające partie; zacznij nową poleceniem `/challenge`.
match-none-yet = Tutaj nie rozegrano jeszcze żadnej partii.
match-seats-needed = { $game } wymaga miejsc { $seats }.
match-channel-busy = Tutaj trwa już partia: najpierw ją dokończcie (jej gracze mogą ją zakończyć poleceniem `/match resign`) albo grajcie na innym kanale lub w wątku.
match-draw-already-offered = Twoja propozycja remisu już czeka na odpowiedź.
match-draw-own-offer = To twoja propozycja; decyduje przeciwnik.
match-draw-answered = Na tę propozycję remisu już odpowiedziano albo zakończył ją ruch.
match-abort-too-late = Obaj gracze już się ruszyli: poddaj się albo zaproponuj remis.
match-moved-meanwhile = W międzyczasie padł ruch; spójrz jeszcze raz na planszę.
match-no-such-seat = „{ $seat }” nie jest miejscem w tej grze (miejsca: { $seats }).
match-request-lapsed = Od prośby padł ruch, więc jest już nieaktualna.
match-over = Ta partia się skończyła: { $reason }.
match-not-a-player = Nie grasz w tej partii.
match-watching = Oglądasz tę partię, nie grasz w niej.
match-not-your-turn = To nie twój ruch: teraz { $seat }.
match-lost-race = Inna zmiana w tej partii była szybsza; spójrz na planszę i spróbuj ponownie.
match-game-not-allowed = Ten serwer nie pozwala na { $game }.
match-deal-fixed = Karty rozdaje bot: pomiń opcje, które je ustalają.
match-option-malformed = „{ $option }” to nie opcja: napisz klucz=wartość, np. size=8.
match-option-twice = Opcja „{ $option }” podana jest dwa razy.
match-seats-domination-cards = { seat-domination-cards-H } siedzi pod stołem, { seat-domination-cards-V } z boku. Resztę wyjaśnia `/rules`.

## Why the bot ended a match itself (stored as these ids, worded when read)
match-reason-moderator = o wyniku partii zdecydował moderator
match-reason-withdrew = przeciwnik wycofał się z turnieju
match-reason-round-deadline = minął termin rundy
match-reason-substituted = gracza zastąpił rezerwowy
match-reason-cancelled = turniej został odwołany
