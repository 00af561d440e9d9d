# Вызовы (bot/challenges/): сообщение с вызовом, его кнопки и отказы.
challenge-to-anyone = { $challenger } вызывает любого желающего на партию в **{ $game }**.
challenge-to-anyone-with = { $challenger } вызывает любого желающего на партию в **{ $game }** ({ $details }).
challenge-to-member = { $challenger } вызывает { $opponent } на партию в **{ $game }**.
challenge-to-member-with = { $challenger } вызывает { $opponent } на партию в **{ $game }** ({ $details }).
challenge-detail-seat = играет за { $seat }
challenge-time = { $per_move } на ход
challenge-time-with-reserve = { $per_move } на ход + { $reserve } запаса
challenge-expires = Вызов истекает { $when }.
challenge-expired = Этот вызов истёк без ответа.
challenge-expired-notice = Вызов от { $challenger } истёк без ответа.
challenge-posted = Ваш вызов опубликован.
challenge-accept-button = Принять
challenge-decline-button = Отклонить
challenge-accepted-by = Принял(а): { $member }.
challenge-declined = Отклонён.
challenge-withdrawn = Отозван.
challenge-match-heading = **{ $game }**: { $players }
challenge-thread-name = { $game } · { $challenger } против { $opponent }

## Отказы
challenge-no-bots = Боты здесь не играют: вызовите участника сервера или сыграйте с компьютером командой `/computer play`.
challenge-missing-permissions = Мне не хватает прав в этом канале: { $permissions }.
challenge-channel-busy = Здесь уже идёт партия (её игроки могут закончить её командой `/match resign`): бросьте вызов в другом канале или когда она закончится.
challenge-yourself = Нельзя вызвать самого себя; лучше опубликуйте открытый вызов.
challenge-already-waiting = Вызов между вами уже ждёт ответа.
challenge-cooldown = Вы только что бросили вызов; попробуйте снова через { $seconds } с.
challenge-gone = Этого вызова больше нет.
challenge-own = Нельзя принять собственный вызов.
challenge-someone-else = Этот вызов адресован другому участнику.
challenge-decline-not-yours = Отклонить этот вызов может только тот, кого вызвали.
challenge-not-here = Этого вызова нет в этом канале.
challenge-settled = { $status ->
    [accepted] Этот вызов уже принят.
    [declined] Этот вызов уже отклонён.
    [expired] Этот вызов уже истёк.
   *[withdrawn] Этот вызов уже отозван.
}
challenge-expired-refusal = Этот вызов истёк.
challenge-answered-first = На этот вызов уже ответили раньше.

## Права, как их называет Discord
permission-send-messages = Отправлять сообщения
permission-attach-files = Прикреплять файлы
permission-embed-links = Встраивать ссылки
permission-send-messages-in-threads = Отправлять сообщения в ветках
permission-create-public-threads = Создавать публичные ветки
