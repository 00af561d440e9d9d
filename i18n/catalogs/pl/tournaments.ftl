# Turnieje (bot/tournaments/).
tourney-started = **{ $name }** startuje z { $players ->
    [one] { $players } graczem
   *[other] { $players } graczami
}.
tourney-round-begun = **Runda { $round }** turnieju { $name } trwa.
tourney-pairing = `{ $table }` { $first } – { $second }
tourney-bye = `{ $table }` { $player } pauzuje
tourney-over = **{ $name }** dobiegł końca.
tourney-champion = 🏆 { $champion } wygrywa **{ $name }**!
tourney-cancelled = **{ $name }** został odwołany.
tourney-title = **{ $name }** (#{ $id }): { $game }, { $format }
tourney-title-rounds = **{ $name }** (#{ $id }): { $game }, { $format }, { $rounds ->
    [one] { $rounds } runda
    [few] { $rounds } rundy
   *[other] { $rounds } rund
}
tourney-players = Gracze ({ $count }): { $players }
tourney-no-players = Gracze (0): na razie nikt
tourney-rated = rankingowy
tourney-unrated = nierankingowy
tourney-time-control = tempo { $control }
tourney-duplicate-deals = te same rozdania
tourney-registration-open = Zapisy otwarte do { $closes } ({ $terms }).
tourney-round-on = Trwa runda { $round }; kończy się { $closes }.
tourney-finished = Zakończony.
tourney-finished-champion = Zakończony: zwycięzca { $champion }.
tourney-status-cancelled = Odwołany.
tourney-section-winners = Zwycięzcy
tourney-section-losers = Przegrani
tourney-section-final = Finał
tourney-unknown-member = członek { $id }
tourney-table-opened = **{ $name }**, partia `{ $table }`: { $players }. Powodzenia!
tourney-seated = { $player } ({ $seat })
tourney-join = Dołącz
tourney-leave = Wypisz się
tourney-joined = Grasz w **{ $name }**.
tourney-left = Wypisałeś się z **{ $name }**.
tourney-listed = #{ $id } **{ $name }**: { $game }, { $format }, { $status ->
    [registration] zapisy otwarte
   *[running] w toku
}
tourney-none-open = Nie ma tu otwartego ani trwającego turnieju.
tourney-created = Turniej #{ $id } jest otwarty na zapisy.
tourney-computer-added = Komputer ({ $level }) jest w turnieju.
tourney-computer-removed = Komputer ({ $level }) odpadł.
tourney-started-reply = Wystartował z { $players ->
    [one] { $players } graczem
   *[other] { $players } graczami
}.
tourney-extended = Runda { $round } kończy się teraz { $closes }.
tourney-result-recorded = Wynik zapisany.
tourney-dropped = { $player } odpadł.
tourney-substituted = { $joining } gra dalej za { $leaving }.
tourney-cancelled-reply = Odwołano.
tourney-log-empty = Nic nie zapisano.
tourney-log-create = { $when } { $moderator } utworzył go: { $game }, { $format }
tourney-log-create-rounds = { $when } { $moderator } utworzył go: { $game }, { $format }, { $rounds ->
    [one] { $rounds } runda
    [few] { $rounds } rundy
   *[other] { $rounds } rund
}
tourney-log-start = { $when } { $moderator } wystartował go z { $players ->
    [one] { $players } graczem
   *[other] { $players } graczami
}
tourney-log-extend = { $when } { $moderator } przedłużył rundę { $round } do { $deadline }
tourney-log-draw = { $when } { $moderator } rozstrzygnął partię `{ $table }`: remis
tourney-log-win = { $when } { $moderator } rozstrzygnął partię `{ $table }`: wygrał { $winner }
tourney-log-drop = { $when } { $moderator } wycofał { $player }
tourney-log-substitute = { $when } { $moderator } zastąpił { $leaving } przez { $joining }
tourney-log-cancel = { $when } { $moderator } odwołał go
tourney-log-add-computer = { $when } { $moderator } zapisał komputer ({ $level })
tourney-not-found = Nie ma tu turnieju numer { $id }.
tourney-registration-over = Ten turniej nie przyjmuje już zapisów.
tourney-not-running = Ten turniej nie trwa.
tourney-computer-already-in = Komputer już gra tu na poziomie { $level }.
tourney-computer-not-in = Komputer nie gra tu na poziomie { $level }.
tourney-no-such-game = Nie ma takiej partii w tym turnieju.
tourney-no-game-named = W tym turnieju nie ma partii „{ $table }”.
tourney-winner-not-a-player = Zwycięzca musi być jednym z dwóch graczy tej partii.
tourney-result-settled = Od tego wyniku zależą już kolejne partie; nie można go zmienić.
tourney-member-not-registered = Ten członek nie jest zapisany.
tourney-member-not-playing = Ten członek nie gra w tym turnieju.
tourney-substitute-already-in = Zastępca już jest w tym turnieju.
tourney-already-over = Ten turniej już się skończył.
tourney-unknown-format = Nieznany format: wybierz jeden z listy.
tourney-swiss-rounds = Turniej szwajcarski potrzebuje od 1 do { $most } rund.
tourney-round-days = Runda może trwać od 1 do { $most } dni.
tourney-no-shared-deal = { $game } nie ma rozdania do podzielenia: wyłącz te same rozdania.
tourney-time-control-form = Zapisz tempo jak 3d lub 3d+7d.
tourney-registration-closed = Zapisy na ten turniej są zamknięte.
tourney-already-registered = Już jesteś zapisany.
tourney-not-registered = Nie jesteś zapisany na ten turniej.
tourney-name-too-long = Nazwa turnieju ma najwyżej { $most } znaków.
tourney-name-plain = Zapisz nazwę zwykłym tekstem w jednej linii.
tourney-too-few-players = Turniej potrzebuje co najmniej { $least } graczy, by wystartować.
tourney-pairing-round = Kojarzenie rundy { $round }…
# What a tournament created without a name is called.
tourney-unnamed = Turniej
tourney-round-closing = Termin rundy { $round } minął i jej partie są właśnie rozstrzygane; nie można go już przedłużyć.
tourney-text-channel-only = Turniej zakłada się na kanale tekstowym: jego partie toczą się w wątkach tego kanału.
