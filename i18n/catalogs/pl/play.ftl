# Rozgrywanie partii (bot/play/). Ruchy zostają w notacji gry.

## Ruchy i plansze
play-you-played = Zagrano `{ $move }`.
play-you-played-board-later = Zagrano `{ $move }`; ruch się liczy, plansza zaraz będzie.
play-move-headline = **{ $number }.** { $player } ({ $seat }) gra `{ $move }`
play-board-after = { $moves ->
    [one] Plansza po { $moves } ruchu
    [few] Plansza po { $moves } ruchach
    [many] Plansza po { $moves } ruchach
   *[other] Plansza po { $moves } ruchu
}
play-board-gave-up = Nie udało się opublikować planszy po ruchu { $number }. Ruch się liczy; użyj `/match board`, żeby zobaczyć pozycję.
play-in-threads = Partie rozgrywa się w ich wątkach: przejdź do { $threads }.
play-match-over = { $how ->
    [resignation] Koniec partii (poddanie).
    [draw_agreed] Koniec partii (uzgodniony remis).
    [abort] Koniec partii (przerwana).
    [moderator] Koniec partii (decyzja moderatora).
    [timeout] Koniec partii (skończył się czas).
    [deadline] Koniec partii (minął termin rundy).
   *[rules] Koniec partii.
}

## Historia i powtórki
play-no-moves-yet = Jeszcze nie było ruchów.
play-history-file-after-match = Plik partii będzie po jej końcu: pokazałby karty.
play-history-file-after-deal = Plik partii będzie, gdy skończą się wszystkie stoły z tym rozdaniem.
play-replay-of = Powtórka partii { $match }.
play-replay-posted = Powtórka została opublikowana.
play-replay-not-finished = Powtórkę można obejrzeć tylko dla zakończonej partii.
play-replay-deal-still-played = Inny stół wciąż gra tymi kartami: obejrzyj powtórkę, gdy skończy.

## Poddanie i przerwanie
play-resign-confirm = Poddać tę partię?
play-resign-button = Poddaj się
play-you-resigned = Poddano partię.
play-resign-not-yours = Tylko gracz, który chciał się poddać, może to potwierdzić.
play-you-aborted = Partia została przez ciebie przerwana.

## Remisy
play-draw-offered = { $member } proponuje remis. { $opponent }, przyjmujesz?
play-draw-offer-posted = Twoja propozycja remisu została opublikowana.
play-draw-you-accepted = Przyjęto czekającą propozycję remisu.
play-draw-agreed = Uzgodniony remis: { $reason }.
play-draw-declined = { $member } odrzuca remis; gramy dalej.
play-accept-draw-button = Przyjmij remis
play-decline-draw-button = Odrzuć remis

## Cofanie ruchów i rewanże
play-opponent-asked = Przeciwnik został zapytany.
play-takeback-asked = { $member } prosi o cofnięcie ostatniego ruchu. { $opponent }?
play-allow-takeback-button = Pozwól cofnąć
play-refuse-takeback-button = Nie pozwalaj
play-takeback-allowed = { $member } pozwala cofnąć ruch.
play-takeback-refused = { $member } nie pozwala cofnąć ruchu. Gramy dalej.
play-takeback-done = Ostatni ruch został cofnięty.
play-takeback-hidden-cards = W { $game } ruchów się nie cofa: ruch, który chcesz cofnąć, pokazał ci już zakryte karty.
play-takeback-own-move-only = Możesz cofnąć tylko własny ruch i tylko dopóki przeciwnik nie odpowie.
play-takeback-match-over = Ta partia się skończyła.
play-takeback-no-request = Nie ma prośby o cofnięcie ruchu, na którą można odpowiedzieć.
play-takeback-not-yours = Na prośbę o cofnięcie ruchu może odpowiedzieć tylko przeciwnik proszącego.
play-takeback-answered = Na tę prośbę o cofnięcie ruchu już odpowiedziano.
play-rematch-offered = { $member } proponuje rewanż. { $opponent }?
play-accept-rematch-button = Przyjmij rewanż
play-rematch-accepted = { $member } przyjmuje rewanż.
play-rematch-heading = **Rewanż**: { $players }
play-rematch-heading-computer = Komputer się zgadza. **Rewanż**: { $players }
play-rematch-computer-accepted = Komputer się zgodził: grajcie.
play-rematch-players-only = Tylko gracze partii mogą zaproponować rewanż.
play-rematch-round-deal = Te karty rozdano na całą rundę turnieju: rewanż rozdałby je ponownie, na oczach wszystkich; zacznij lepiej nowe wyzwanie.
play-rematch-no-offer = Nie ma propozycji rewanżu do przyjęcia.
play-rematch-not-yours = Tylko drugi gracz może przyjąć ten rewanż.
play-rematch-answered = Na tę propozycję rewanżu już odpowiedziano.
play-rematch-not-finished = Rewanż może być tylko po zakończonej partii.

## Why autocomplete offers no move (choice lines: plain text, at most 100 characters)
play-hint-no-match = Tu nie trwa żadna partia: wyzwij kogoś przez /challenge
play-hint-elsewhere = Twoja partia toczy się na #{ $channel }
play-hint-many-elsewhere = Nie grasz tu żadnej partii: /matches pokaże twoje
play-hint-watching = Oglądasz tę partię: ruszać mogą tylko jej gracze
play-hint-not-your-turn = To nie twój ruch: teraz { $seat }
play-hint-picked = Ta linia tylko objaśnia listę; to nie jest ruch. Zacznij pisać po /move, aby zobaczyć dozwolone ruchy.
play-yours-elsewhere = Tutaj nie toczy się żadna twoja partia: twoje są w { $places }.
# A board that waited in its channel's line and covers the boards it superseded.
play-board-covers = { $moves ->
    [one] **{ $number }.** Plansza po ruchu { $number }
    [few] **{ $number }.** Plansza po ruchu { $number }, z ostatnimi { $moves } ruchami
    [many] **{ $number }.** Plansza po ruchu { $number }, z ostatnimi { $moves } ruchami
   *[other] **{ $number }.** Plansza po ruchu { $number }, z ostatnimi { $moves } ruchu
}
review-not-finished = Analizować można tylko zakończoną partię.
review-tournament-underway = Ta partia była rozegrana w turnieju: jej analiza będzie dostępna po zakończeniu turnieju.
review-of = Analiza komputera partii { $match }: kto stał lepiej po każdym ruchu i trzy największe zwroty akcji.
review-posted = Analiza została opublikowana.
review-title = Analiza partii { $match }
review-ahead = { $seat } prowadzi
review-plies = ruchy
review-swing = Ruch { $number } ({ $seat }): { $played }; komputer wolał { $preferred }
review-swing-agreed = Ruch { $number } ({ $seat }): { $played }; również wybór komputera
