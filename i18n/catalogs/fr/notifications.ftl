# Avis sur les parties des membres (bot/notifications/).
notice-reminder = { $member }, tu as utilisé { $percent } % de ton temps pour ce coup : il te reste { $left }.
notice-out-of-time = { $loser } ({ $seat }) a dépassé son temps. { $winner }, tu peux réclamer la victoire.
notice-vacation = { $member } est en vacances jusqu'au { $until } : sa pendule est arrêtée jusque-là.
notice-vacation-over = { $member } est rentré de vacances : sa pendule tourne de nouveau.
notice-your-move = { $mover } a joué `{ $move }` : à toi de jouer. { $link }
notice-digest = Parties où c'est ton tour :
    { $matches }
notice-versus = { $first } contre { $second }
notice-waiting-match = { $title } : { $players }, au tour de { $to_move } : { $link }
notice-waiting-match-timed = { $title } : { $players }, au tour de { $to_move }, reste { $left } : { $link }
notice-on = Les notifications sont activées. Choisis tes heures calmes avec /notify quiet.
notice-off = Les notifications sont désactivées.
notice-time-zone = Ton fuseau horaire est { $zone }.
notice-no-quiet-hours = Pas d'heures calmes.
notice-quiet-hours = Heures calmes : de { $start } à { $end }.
notice-digest-at = Résumé quotidien à { $at }.
notice-no-digest = Pas de résumé quotidien.
notice-unknown-time-zone = « { $zone } » n'est pas un fuseau horaire que je connais : choisis-en un dans la liste, comme Europe/Paris ou America/New_York.
notice-quiet-needs-both = Donne le début et la fin de tes heures calmes.
notice-not-a-time = « { $text } » n'est pas une heure : écris-la comme 22:00.
