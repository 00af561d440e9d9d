# Уведомления о партиях участников (bot/notifications/).
notice-reminder = { $member }, вы использовали { $percent }% времени на этот ход: осталось { $left }.
notice-out-of-time = У { $loser } ({ $seat }) вышло время. { $winner }, вы можете заявить победу.
notice-vacation = { $member } в отпуске до { $until }: до тех пор часы стоят.
notice-vacation-over = { $member } вернулся из отпуска: часы снова идут.
notice-your-move = { $mover } сыграл `{ $move }`: ваш ход. { $link }
notice-digest = Партии, где ваш ход:
    { $matches }
notice-versus = { $first } — { $second }
notice-waiting-match = { $title }: { $players }, ходит { $to_move }: { $link }
notice-waiting-match-timed = { $title }: { $players }, ходит { $to_move }, осталось { $left }: { $link }
notice-on = Уведомления включены. Тихие часы задаются командой /notify quiet.
notice-off = Уведомления выключены.
notice-time-zone = Ваш часовой пояс: { $zone }.
notice-no-quiet-hours = Тихих часов нет.
notice-quiet-hours = Тихие часы: с { $start } до { $end }.
notice-digest-at = Ежедневная сводка в { $at }.
notice-no-digest = Без ежедневной сводки.
notice-unknown-time-zone = «{ $zone }» — незнакомый мне часовой пояс: выберите из списка, например Europe/Moscow или America/New_York.
notice-quiet-needs-both = Укажите и начало, и конец тихих часов.
notice-not-a-time = «{ $text }» — не время суток: напишите, например, 22:00.
