# Powiadomienia o partiach członków (bot/notifications/).
notice-reminder = { $member }, zużyto { $percent }% twojego czasu na ten ruch: zostało { $left }.
notice-out-of-time = { $loser } ({ $seat }) przekroczył czas. { $winner }, możesz zgłosić wygraną.
notice-vacation = { $member } jest na urlopie do { $until }: do tego czasu zegar stoi.
notice-vacation-over = { $member } wrócił z urlopu: zegar znowu chodzi.
notice-your-move = { $mover } zagrał `{ $move }`: twój ruch. { $link }
notice-digest = Partie, w których masz ruch:
    { $matches }
notice-versus = { $first } – { $second }
notice-waiting-match = { $title }: { $players }, ruch ma { $to_move }: { $link }
notice-waiting-match-timed = { $title }: { $players }, ruch ma { $to_move }, zostało { $left }: { $link }
notice-on = Powiadomienia są włączone. Godziny ciszy ustawisz przez /notify quiet.
notice-off = Powiadomienia są wyłączone.
notice-time-zone = Twoja strefa czasowa to { $zone }.
notice-no-quiet-hours = Brak godzin ciszy.
notice-quiet-hours = Godziny ciszy: od { $start } do { $end }.
notice-digest-at = Dzienne podsumowanie o { $at }.
notice-no-digest = Bez dziennego podsumowania.
notice-unknown-time-zone = „{ $zone }” to nie strefa czasowa, którą znam: wybierz jedną z listy, np. Europe/Warsaw lub America/New_York.
notice-quiet-needs-both = Podaj początek i koniec godzin ciszy.
notice-not-a-time = „{ $text }” to nie godzina: zapisz ją jak 22:00.
