# Wertungen und Ranglisten (bot/ratings/).
rating-leaderboard = Rangliste **{ $game }**
rating-leaderboard-line = { $place }. { $player } { $rating } ({ $record })
rating-nobody-yet = Noch hat niemand eine gewertete Partie gespielt.
rating-provisional-mark = `?` kennzeichnet eine vorläufige Wertung: weniger als { $games } gewertete Partien.
rating-stats = { $member } bei **{ $game }**: Wertung { $rating }
rating-stats-provisional = { $member } bei **{ $game }**: Wertung { $rating } (vorläufig)
rating-record = Gewonnen { $wins }, remis { $draws }, verloren { $losses }.
rating-recent-game = { $result ->
    [win] • gewonnen gegen { $opponent } ({ $change }) { $date }
    [draw] • remis gegen { $opponent } ({ $change }) { $date }
   *[loss] • verloren gegen { $opponent } ({ $change }) { $date }
}
