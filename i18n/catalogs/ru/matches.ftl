# Партии (bot/core/): подписи к доскам, строки результата, кнопка руки и отказы
# MatchService. Места (dark, light, H, V...) остаются так, как их называет игра.

## Строка состояния под каждой доской
match-to-move = Ходит { $player } ({ $seat }).
match-result-win = **Побеждает { $player } ({ $seat })**: { $reason }.
match-result-draw = **Ничья**: { $reason }.
match-result-aborted = **Партия отменена**: { $reason }.
match-reason-resigned = { $seat } сдаётся
match-reason-draw-agreed = игроки согласились на ничью
match-reason-timeout = у { $seat } закончилось время
match-reason-aborted = отменена, не успев толком начаться
match-reason-decided = { $reason }, решение модератора
match-players = { $first } ({ $first_seat }) против { $second } ({ $second_seat })

## Рука в карточной игре
match-show-hand = Показать мою руку
match-your-hand = Ваша рука ({ $seat }):
match-hand-players-only = Руку могут посмотреть только двое игроков этой партии.

## Отказы
match-not-found = Партии номер { $match } нет.
match-not-found-here = Здесь нет партии номер { $match }.
match-not-here = Эта партия играется не здесь.
match-none-here = Здесь сейчас нет партии: `/matches` покажет идущие партии; начните новую командой `/challenge`.
match-none-yet = Здесь ещё не сыграно ни одной партии.
match-seats-needed = Для { $game } нужны места { $seats }.
match-channel-busy = Здесь уже идёт партия: сначала доиграйте её (её игроки могут закончить её командой `/match resign`) или играйте в другом канале или ветке.
match-draw-already-offered = Ваше предложение ничьей уже на столе.
match-draw-own-offer = Это ваше предложение; решает соперник.
match-draw-answered = На это предложение ничьей уже ответили, или его отменил ход.
match-abort-too-late = Оба игрока уже сходили: сдайтесь или предложите ничью.
match-moved-meanwhile = Тем временем был сделан ход; посмотрите на доску ещё раз.
match-no-such-seat = «{ $seat }» — не место в этой игре (места: { $seats }).
match-request-lapsed = После запроса был сделан ход, поэтому он больше не действует.
match-over = Эта партия окончена: { $reason }.
match-not-a-player = Вы не играете в этой партии.
match-watching = Вы наблюдаете за этой партией, а не играете в ней.
match-not-your-turn = Сейчас не ваш ход: ходит { $seat }.
match-lost-race = Другое изменение в этой партии успело раньше; посмотрите на доску и попробуйте снова.
match-game-not-allowed = На этом сервере нельзя играть в { $game }.
match-deal-fixed = Карты раздаёт бот: уберите опции, которые их задают.
match-option-malformed = «{ $option }» — не опция: пишите ключ=значение, например size=8.
match-option-twice = Опция «{ $option }» указана дважды.
match-seats-domination-cards = { seat-domination-cards-H } сидит под столом, { seat-domination-cards-V } — сбоку. Остальное расскажет `/rules`.

## Why the bot ended a match itself (stored as these ids, worded when read)
match-reason-moderator = исход партии решил модератор
match-reason-withdrew = соперник выбыл из турнира
match-reason-round-deadline = срок тура истёк
match-reason-substituted = игрока заменили
match-reason-cancelled = турнир отменён
