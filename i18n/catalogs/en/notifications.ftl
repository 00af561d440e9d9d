# Notices about members' matches (bot/notifications/): in the match's channel, and as
# direct messages in the member's own language. $member, $loser, $winner, $mover and
# $to_move are mentions, $until a Discord timestamp, $left a duration, $link a link.
notice-reminder = { $member }, you have used { $percent }% of your time for this move: { $left } left.
notice-out-of-time = { $loser } ({ $seat }) has run out of time. { $winner }, you may claim the win.
notice-vacation = { $member } is on vacation until { $until }: their clock stands still until then.
notice-vacation-over = { $member } is back from vacation: their clock runs again.
notice-your-move = { $mover } played `{ $move }`: your move. { $link }
notice-digest = Matches waiting for your move:
    { $matches }
notice-versus = { $first } vs { $second }
notice-waiting-match = { $title }: { $players }, { $to_move } to move: { $link }
notice-waiting-match-timed = { $title }: { $players }, { $to_move } to move, { $left } left: { $link }

# Answers to /notify.
notice-on = Notifications are on. Set quiet hours with /notify quiet.
notice-off = Notifications are off.
notice-time-zone = Your time zone is { $zone }.
notice-no-quiet-hours = No quiet hours.
notice-quiet-hours = Quiet hours: { $start } to { $end }.
notice-digest-at = Daily digest at { $at }.
notice-no-digest = No daily digest.
notice-unknown-time-zone = '{ $zone }' is not a time zone I know: pick one from the list, like Europe/Paris or America/New_York.
notice-quiet-needs-both = Give both the start and the end of your quiet hours.
notice-not-a-time = '{ $text }' is not a time of day: write it like 22:00.
