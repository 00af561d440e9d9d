# Рейтинги и таблицы лидеров (bot/ratings/).
rating-leaderboard = Таблица лидеров: **{ $game }**
rating-leaderboard-line = { $place }. { $player } { $rating } ({ $record })
rating-nobody-yet = Пока никто не сыграл рейтинговую партию.
rating-provisional-mark = `?` — предварительный рейтинг: меньше { $games } рейтинговых партий.
rating-stats = { $member } в **{ $game }**: рейтинг { $rating }
rating-stats-provisional = { $member } в **{ $game }**: рейтинг { $rating } (предварительный)
rating-record = Побед { $wins }, ничьих { $draws }, поражений { $losses }.
rating-recent-game = { $result ->
    [win] • победа над { $opponent } ({ $change }) { $date }
    [draw] • ничья с { $opponent } ({ $change }) { $date }
   *[loss] • поражение от { $opponent } ({ $change }) { $date }
}
