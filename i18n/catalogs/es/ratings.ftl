# Puntuaciones y clasificaciones (bot/ratings/).
rating-leaderboard = Clasificación de **{ $game }**
rating-leaderboard-line = { $place }. { $player } { $rating } ({ $record })
rating-nobody-yet = Nadie ha jugado aún una partida puntuable.
rating-provisional-mark = `?` marca una puntuación provisional: menos de { $games } partidas puntuables.
rating-stats = { $member } en **{ $game }**: puntuación { $rating }
rating-stats-provisional = { $member } en **{ $game }**: puntuación { $rating } (provisional)
rating-record = Ganadas { $wins }, tablas { $draws }, perdidas { $losses }.
rating-recent-game = { $result ->
    [win] • victoria contra { $opponent } ({ $change }) { $date }
    [draw] • tablas contra { $opponent } ({ $change }) { $date }
   *[loss] • derrota contra { $opponent } ({ $change }) { $date }
}
