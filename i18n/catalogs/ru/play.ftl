# Игра партии (bot/play/). Ходы остаются в нотации игры.

## Ходы и доски
play-you-played = Ваш ход: `{ $move }`.
play-you-played-board-later = Ваш ход: `{ $move }`; ход засчитан, доска появится чуть позже.
play-move-headline = **{ $number }.** { $player } ({ $seat }) играет `{ $move }`
play-board-after = { $moves ->
    [one] Доска после { $moves } хода
    [few] Доска после { $moves } ходов
    [many] Доска после { $moves } ходов
   *[other] Доска после { $moves } хода
}
play-board-gave-up = Не удалось опубликовать доску после хода { $number }. Ход засчитан; посмотреть позицию можно командой `/match board`.
play-in-threads = Партии играются в своих ветках: перейдите в { $threads }.
play-match-over = { $how ->
    [resignation] Партия окончена (сдача).
    [draw_agreed] Партия окончена (ничья по согласию).
    [abort] Партия окончена (отменена).
    [moderator] Партия окончена (решение модератора).
    [timeout] Партия окончена (время вышло).
    [deadline] Партия окончена (истёк срок тура).
   *[rules] Партия окончена.
}

## История и повторы
play-no-moves-yet = Ходов пока нет.
play-history-file-after-match = Файл партии будет, когда она закончится: он показал бы карты.
play-history-file-after-deal = Файл партии будет, когда закончатся все столы с этой раздачей.
play-replay-of = Повтор партии { $match }.
play-replay-posted = Повтор опубликован.
play-replay-not-finished = Повтор есть только у оконченной партии.
play-replay-deal-still-played = За другим столом ещё играют этими картами: посмотрите повтор, когда там закончат.

## Сдача и отмена
play-resign-confirm = Сдать эту партию?
play-resign-button = Сдаться
play-you-resigned = Вы сдались.
play-resign-not-yours = Подтвердить сдачу может только тот, кто о ней попросил.
play-you-aborted = Вы отменили партию.

## Ничьи
play-draw-offered = { $member } предлагает ничью. { $opponent }, принимаете?
play-draw-offer-posted = Ваше предложение ничьей опубликовано.
play-draw-you-accepted = Вы приняли предложенную ничью.
play-draw-agreed = Ничья по согласию: { $reason }.
play-draw-declined = { $member } отклоняет ничью; игра продолжается.
play-accept-draw-button = Принять ничью
play-decline-draw-button = Отклонить ничью

## Возврат ходов и реванши
play-opponent-asked = Сопернику отправлен вопрос.
play-takeback-asked = { $member } просит вернуть свой последний ход. { $opponent }?
play-allow-takeback-button = Разрешить возврат
play-refuse-takeback-button = Отказать в возврате
play-takeback-allowed = { $member } разрешает вернуть ход.
play-takeback-refused = { $member } не разрешает вернуть ход. Игра продолжается.
play-takeback-done = Последний ход возвращён.
play-takeback-hidden-cards = В { $game } ходы не возвращаются: ход, который вы хотите вернуть, уже показал вам скрытые карты.
play-takeback-own-move-only = Вернуть можно только свой ход и только пока соперник не ответил.
play-takeback-match-over = Эта партия окончена.
play-takeback-no-request = Нет просьбы о возврате хода, на которую можно ответить.
play-takeback-not-yours = Ответить на просьбу о возврате хода может только соперник просящего.
play-takeback-answered = На эту просьбу о возврате хода уже ответили.
play-rematch-offered = { $member } предлагает реванш. { $opponent }?
play-accept-rematch-button = Принять реванш
play-rematch-accepted = { $member } принимает реванш.
play-rematch-heading = **Реванш**: { $players }
play-rematch-heading-computer = Компьютер согласен. **Реванш**: { $players }
play-rematch-computer-accepted = Компьютер согласился: играйте.
play-rematch-players-only = Предложить реванш могут только игроки партии.
play-rematch-round-deal = Эти карты розданы на целый тур турнира: реванш раздал бы их снова у всех на виду; лучше бросьте новый вызов.
play-rematch-no-offer = Нет предложения реванша, которое можно принять.
play-rematch-not-yours = Принять этот реванш может только другой игрок.
play-rematch-answered = На это предложение реванша уже ответили.
play-rematch-not-finished = Реванш возможен только после оконченной партии.

## Why autocomplete offers no move (choice lines: plain text, at most 100 characters)
play-hint-no-match = Здесь нет партии: вызовите кого-нибудь через /challenge
play-hint-elsewhere = Ваша партия идёт в #{ $channel }
play-hint-many-elsewhere = Здесь вы не играете: /matches покажет ваши партии
play-hint-watching = Вы наблюдаете за этой партией: ходят только её игроки
play-hint-not-your-turn = Сейчас не ваш ход: ходит { $seat }
play-hint-picked = Эта строка лишь поясняет список и не является ходом. Начните печатать после /move, чтобы увидеть допустимые ходы.
play-yours-elsewhere = Здесь не идёт ни одна ваша партия: ваши партии — в { $places }.
# A board that waited in its channel's line and covers the boards it superseded.
play-board-covers = { $moves ->
    [one] **{ $number }.** Доска после хода { $number } (последний { $moves } ход)
    [few] **{ $number }.** Доска после хода { $number } (последние { $moves } хода)
    [many] **{ $number }.** Доска после хода { $number } (последние { $moves } ходов)
   *[other] **{ $number }.** Доска после хода { $number } (последние { $moves } хода)
}
review-not-finished = Разбирать можно только завершённую партию.
review-tournament-underway = Эта партия сыграна в турнире: её разбор откроется, когда турнир закончится.
review-of = Разбор партии { $match } компьютером: кто стоял лучше после каждого хода и три самых крупных перелома.
review-posted = Разбор опубликован.
review-title = Разбор партии { $match }
review-ahead = Впереди: { $seat }
review-plies = ходы
review-swing = Ход { $number } ({ $seat }): { $played }; компьютер предпочёл бы { $preferred }
review-swing-agreed = Ход { $number } ({ $seat }): { $played }; компьютер выбрал бы то же
