# Avisos sobre las partidas de los miembros (bot/notifications/).
notice-reminder = { $member }, has usado el { $percent } % de tu tiempo para esta jugada: te quedan { $left }.
notice-out-of-time = A { $loser } ({ $seat }) se le acabó el tiempo. { $winner }, puedes reclamar la victoria.
notice-vacation = { $member } está de vacaciones hasta el { $until }: su reloj está parado hasta entonces.
notice-vacation-over = { $member } ha vuelto de vacaciones: su reloj corre de nuevo.
notice-your-move = { $mover } jugó `{ $move }`: te toca. { $link }
notice-digest = Partidas en las que te toca:
    { $matches }
notice-versus = { $first } contra { $second }
notice-waiting-match = { $title }: { $players }, le toca a { $to_move }: { $link }
notice-waiting-match-timed = { $title }: { $players }, le toca a { $to_move }, quedan { $left }: { $link }
notice-on = Los avisos están activados. Elige tus horas de silencio con /notify quiet.
notice-off = Los avisos están desactivados.
notice-time-zone = Tu zona horaria es { $zone }.
notice-no-quiet-hours = Sin horas de silencio.
notice-quiet-hours = Horas de silencio: de { $start } a { $end }.
notice-digest-at = Resumen diario a las { $at }.
notice-no-digest = Sin resumen diario.
notice-unknown-time-zone = «{ $zone }» no es una zona horaria que conozca: elige una de la lista, como Europe/Madrid o America/Mexico_City.
notice-quiet-needs-both = Indica el inicio y el fin de tus horas de silencio.
notice-not-a-time = «{ $text }» no es una hora: escríbela como 22:00.
