# Zegary, urlopy i ustawienia tempa (bot/clocks/).
pace-control = { $per_move } na ruch
pace-control-with-reserve = { $per_move } na ruch + { $reserve } rezerwy
pace-line = Zegar ({ $control }): { $sides }
pace-side = { $state ->
    [running] { $seat } { $left } (chodzi)
    [paused] { $seat } { $left } (wstrzymany)
   *[idle] { $seat } { $left }
}
pace-side-with-reserve = { $state ->
    [running] { $seat } { $left } (rezerwa { $reserve }) (chodzi)
    [paused] { $seat } { $left } (rezerwa { $reserve }) (wstrzymany)
   *[idle] { $seat } { $left } (rezerwa { $reserve })
}
pace-claim-win = Zgłoś wygraną
pace-away = { $seat } jest na urlopie do { $until }.
pace-days = { $count ->
    [one] jeden dzień
    [few] { $count } dni
    [many] { $count } dni
   *[other] { $count } dnia
}
pace-hours = { $count ->
    [one] jedna godzina
    [few] { $count } godziny
    [many] { $count } godzin
   *[other] { $count } godziny
}
pace-minutes = { $count ->
    [one] jedna minuta
    [few] { $count } minuty
    [many] { $count } minut
   *[other] { $count } minuty
}
pace-none = Ta partia nie ma zegara.
pace-claimed = Zgłosiłeś wygraną na czas.
pace-vacation-started = Udanego urlopu! Wracasz { $until }.
pace-vacation-ended = Witaj z powrotem: twoje zegary znowu chodzą.
pace-vacation-status-home = Nie jesteś na urlopie. Zostało w tym miesiącu: { $left }.
pace-vacation-status-away = Jesteś na urlopie do { $until }. Zostało w tym miesiącu: { $left }.
pace-no-matches = { $member } nie ma tu trwających partii.
pace-matches = Trwające partie { $member }:
    { $matches }
pace-percent = { $percent }%
pace-no-reminders = żadnym momencie
pace-settings = Domyślne tempo: { $control } ({ $described }).
    Przypomnienia przy { $reminders } czasu gracza.
    { $timeout ->
        [automatic] Przekroczenie czasu od razu przegrywa.
       *[claimed] Po przekroczeniu czasu przeciwnik może zgłosić wygraną.
    }
    Urlop: { $days ->
        [one] jeden dzień w miesiącu.
       *[other] { $days } dni w miesiącu.
    }
pace-not-a-control = „{ $text }” to nie tempo: podaj dni lub minuty na ruch, np. „3d” lub „10m”, ewentualnie z rezerwą, np. „3d+7d”.
pace-per-move-range = Czas na ruch musi wynosić od 1{ $unit } do { $most }.
pace-reserve-unit = Podaj rezerwę w tej samej jednostce co czas na ruch.
pace-reserve-range = Rezerwa może wynosić najwyżej { $most }.
pace-none-running = W tej partii nie chodzi żaden zegar.
pace-claim-players-only = Tylko gracz tej partii może zgłosić wygraną.
pace-out-of-step = Ten zegar nie zgadza się ze stanem partii; nie da się na nim wygrać na czas.
pace-own-clock = Teraz chodzi twój własny zegar.
pace-never-runs-out = Zegar twojego przeciwnika nigdy się nie kończy.
pace-opponent-has-time = Twój przeciwnik ma jeszcze na zegarze: { $left }.
pace-vacation-too-short = Urlop trwa co najmniej jeden dzień.
pace-vacation-already = Jesteś już na urlopie; najpierw go zakończ, by go zmienić.
pace-vacation-too-long = To więcej urlopu, niż zostało ci w tym miesiącu ({ $left }).
pace-not-on-vacation = Nie jesteś na urlopie.
pace-not-percentages = „{ $text }” to nie lista procentów, np. 50,90.
pace-percentage-range = Procenty przypomnień mieszczą się między 1 a 99.
pace-your-turn = Teraz twój ruch: nie ma wygranej do odebrania.
