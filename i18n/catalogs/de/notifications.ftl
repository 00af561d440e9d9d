# Hinweise zu Partien der Mitglieder (bot/notifications/).
notice-reminder = { $member }, noch { $left }: du hast { $percent } % deiner Zeit für diesen Zug verbraucht.
notice-out-of-time = { $loser } ({ $seat }) hat die Zeit überschritten. { $winner }, du kannst den Sieg beanspruchen.
notice-vacation = { $member } ist bis { $until } im Urlaub: die Uhr steht bis dahin still.
notice-vacation-over = { $member } ist aus dem Urlaub zurück: die Uhr läuft wieder.
notice-your-move = { $mover } hat `{ $move }` gespielt: du bist am Zug. { $link }
notice-digest = Partien, in denen du am Zug bist:
    { $matches }
notice-versus = { $first } gegen { $second }
notice-waiting-match = { $title }: { $players }, { $to_move } ist am Zug: { $link }
notice-waiting-match-timed = { $title }: { $players }, { $to_move } ist am Zug, noch { $left }: { $link }
notice-on = Benachrichtigungen sind an. Ruhezeiten legst du mit /notify quiet fest.
notice-off = Benachrichtigungen sind aus.
notice-time-zone = Deine Zeitzone ist { $zone }.
notice-no-quiet-hours = Keine Ruhezeiten.
notice-quiet-hours = Ruhezeit: { $start } bis { $end }.
notice-digest-at = Tägliche Übersicht um { $at }.
notice-no-digest = Keine tägliche Übersicht.
notice-unknown-time-zone = „{ $zone }“ ist keine Zeitzone, die ich kenne: wähle eine aus der Liste, etwa Europe/Berlin oder America/New_York.
notice-quiet-needs-both = Gib Beginn und Ende deiner Ruhezeit an.
notice-not-a-time = „{ $text }“ ist keine Uhrzeit: schreib sie wie 22:00.
