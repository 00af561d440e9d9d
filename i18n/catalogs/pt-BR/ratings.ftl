# Ratings e rankings (bot/ratings/).
rating-leaderboard = Ranking de **{ $game }**
rating-leaderboard-line = { $place }. { $player } { $rating } ({ $record })
rating-nobody-yet = Ninguém jogou uma partida valendo rating ainda.
rating-provisional-mark = `?` marca um rating provisório: menos de { $games } partidas valendo rating.
rating-stats = { $member } em **{ $game }**: rating { $rating }
rating-stats-provisional = { $member } em **{ $game }**: rating { $rating } (provisório)
rating-record = Vitórias { $wins }, empates { $draws }, derrotas { $losses }.
rating-recent-game = { $result ->
    [win] • vitória contra { $opponent } ({ $change }) { $date }
    [draw] • empate contra { $opponent } ({ $change }) { $date }
   *[loss] • derrota contra { $opponent } ({ $change }) { $date }
}
