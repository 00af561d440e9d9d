# Rankingi i tabele (bot/ratings/).
rating-leaderboard = Tabela **{ $game }**
rating-leaderboard-line = { $place }. { $player } { $rating } ({ $record })
rating-nobody-yet = Nikt jeszcze nie zagrał partii rankingowej.
rating-provisional-mark = `?` oznacza ranking tymczasowy: mniej niż { $games } partii rankingowych.
rating-stats = { $member } w **{ $game }**: ranking { $rating }
rating-stats-provisional = { $member } w **{ $game }**: ranking { $rating } (tymczasowy)
rating-record = Wygrane { $wins }, remisy { $draws }, przegrane { $losses }.
rating-recent-game = { $result ->
    [win] • wygrana z { $opponent } ({ $change }) { $date }
    [draw] • remis z { $opponent } ({ $change }) { $date }
   *[loss] • porażka z { $opponent } ({ $change }) { $date }
}
