# Classements (bot/ratings/).
rating-leaderboard = Classement de **{ $game }**
rating-leaderboard-line = { $place }. { $player } { $rating } ({ $record })
rating-nobody-yet = Personne n'a encore joué de partie classée.
rating-provisional-mark = `?` marque une cote provisoire : moins de { $games } parties classées.
rating-stats = { $member } à **{ $game }** : cote { $rating }
rating-stats-provisional = { $member } à **{ $game }** : cote { $rating } (provisoire)
rating-record = Gagnées { $wins }, nulles { $draws }, perdues { $losses }.
rating-recent-game = { $result ->
    [win] • victoire contre { $opponent } ({ $change }) { $date }
    [draw] • nulle contre { $opponent } ({ $change }) { $date }
   *[loss] • défaite contre { $opponent } ({ $change }) { $date }
}
