# Leagues (bot/leagues/): announcements, answers and refusals.
league-unnamed = Liga
league-not-found = Nie ma tu ligi numer { $id }.
league-season-days = Sezon trwa od 1 do { $most } dni.
league-division-size = Dywizja liczy od { $least } do { $most } graczy.
league-movers = Awansuje najwyżej połowa dywizji i najwyżej połowa spada: po { $most }.
league-break-hours = Zapisy trwają od 1 do { $most } godzin.
league-over = Ta liga się zakończyła.
league-already-member = Już jesteś w tej lidze.
league-not-member = Nie jesteś w tej lidze (albo już ją opuszczasz po tym sezonie).
league-not-running = Ta liga jest już wstrzymana lub zakończona.
league-not-paused = Ta liga nie jest wstrzymana.
league-no-season = W tej lidze nie trwa teraz żaden sezon.
league-substitute-already-in = Ten członek już jest w lidze.
league-member-not-playing = Ten członek nie gra w tym sezonie.
league-division-opening = Ta dywizja jest jeszcze przygotowywana; spróbuj za minutę.
league-no-such-season = Ta liga nie ma sezonu { $season }.
league-no-such-division = Nie ma dywizji { $division }: ten sezon ma ich { $most }.
league-created = Liga #{ $id } jest otwarta; jej ogłoszenie jest na tym kanale.
league-joined = Jesteś w { $name }. Grasz od następnego sezonu.
league-left = Opuszczasz { $name }.
league-leaving = Opuścisz { $name } po końcu trwającego sezonu.
league-paused = { $name } jest wstrzymana: żaden nowy sezon nie zacznie się, dopóki jej nie wznowisz.
league-resumed = { $name } toczy się dalej.
league-ended-reply = Liga się zakończyła.
league-substituted = { $joining } zajmuje miejsce { $leaving }.
league-none = Nie ma tu żadnej ligi.
league-listed = #{ $id } { $name }: { $game }, członkowie: { $members }, sezon { $season }, { $status ->
    [open] między sezonami
    [running] sezon trwa
    [paused] wstrzymana
   *[other] zakończona
}
league-opened = **{ $name }** (#{ $id }) jest otwarta: { $game }. Graczy na dywizję: { $size }; dni na sezon: { $days }. Dołącz przez `/league join`; pierwszy sezon zaczyna się { $starts }.
league-season-begun = **{ $name }**: zaczyna się sezon { $season }. Graczy: { $players }; dywizji: { $divisions }. Partie każdej dywizji otwierają się tu w wątkach; zobacz `/league standings`.
league-postponed = **{ $name }**: za mało graczy na sezon, więc zaczyna się { $starts }. Dołącz przez `/league join`.
league-season-ended = **{ $name }**: sezon { $season } się skończył.
league-champion = Mistrz: { $player }
league-promoted = ▲ Awansują: { $players }
league-relegated = ▼ Spadają: { $players }
league-and-more = jeszcze { $count }
league-next-season = Następny sezon zaczyna się { $starts }; do tego czasu można dołączyć lub odejść.
league-waits = Liga jest wstrzymana: następny sezon czeka na moderację.
league-ended = **{ $name }** się zakończyła.
league-history-none = { $member } nie zagrał(a) jeszcze żadnego sezonu tej ligi.
league-history-of = Sezony { $member }:
league-history-line = Sezon { $season }: dywizja { $division } ({ $came })
league-history-finish = miejsce { $rank }, punkty: { $points }
league-came-new = nowy
league-came-up = awans
league-came-down = spadek
league-came-stay = bez zmian
league-standings-title = { $name }, sezon { $season }
league-division = Dywizja { $division }
league-standings-live = Sezon { $season }, w toku (dywizje: { $divisions }).
league-standings-final = Sezon { $season }, końcowa tabela (dywizje: { $divisions }).
league-not-begun = Pierwszy sezon tej ligi jeszcze się nie zaczął.
privacy-kept-leagues = Utworzone przez ciebie ligi: { $count }.
privacy-kept-league-members = Ligi, w których jesteś: { $count }.
privacy-kept-league-places = Twoje sezony w ligach, z dywizjami, miejscami i punktami: { $count }.
