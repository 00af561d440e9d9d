# Ratings and leaderboards (bot/ratings/), posted in the channel. $rating is a rating as
# shown ("1612", "1540?"), $record wins-draws-losses, $change a signed difference.
rating-leaderboard = **{ $game }** leaderboard
rating-leaderboard-line = { $place }. { $player } { $rating } ({ $record })
rating-nobody-yet = Nobody has played a rated game yet.
rating-provisional-mark = `?` marks a provisional rating: fewer than { $games } rated games.
rating-stats = { $member } at **{ $game }**: rating { $rating }
rating-stats-provisional = { $member } at **{ $game }**: rating { $rating } (provisional)
rating-record = Won { $wins }, drawn { $draws }, lost { $losses }.
rating-recent-game = { $result ->
    [win] • won against { $opponent } ({ $change }) { $date }
    [draw] • drew against { $opponent } ({ $change }) { $date }
   *[loss] • lost against { $opponent } ({ $change }) { $date }
}
