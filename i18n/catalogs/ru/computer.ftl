# Компьютер как соперник (bot/computer/).
ai-player = компьютер ({ $level })
ai-name = компьютер ({ $level })
ai-moved = **{ $number }.** { $player } ({ $seat }) сыграл `{ $move }`
ai-resigns = Компьютер сдаётся: его позиция проиграна. Хорошая игра!
ai-accepts-draw = Компьютер соглашается на ничью.
ai-declines-draw = Компьютер отказывается от ничьей: ему нравится его позиция. Играйте дальше.
ai-challenge-taken = { $player } играет с компьютером ({ $level }) в **{ $game }** за { $seat }.
ai-thread = { $game } · компьютер ({ $level })
ai-seated = { $player } ({ $seat }, компьютер { $level })
ai-member-seated = { $player } ({ $seat })
ai-first-board = **{ $game }**: { $players }
ai-took-back = { $moves ->
    [one] { $player } вернул свой последний ход; компьютер разрешил.
   *[other] { $player } вернул свой последний ход и ответ на него; компьютер разрешил.
}
ai-ready = Ваша партия ждёт в { $place }.
ai-taken-back = Ход возвращён: ваш ход.
ai-rated = Новые партии с компьютером рейтинговые: у каждого уровня свой рейтинг.
ai-unrated = Здесь партии с компьютером не идут в рейтинг.
ai-unknown-level = Уровни: { $levels }.
ai-no-tournament-rematch = Компьютер играет реванш только в товарищеских партиях: начните новую через /computer play.
ai-takeback-elsewhere = Против компьютера ход возвращается командой /computer takeback.
ai-match-over = Эта партия окончена.
ai-takeback-players-only = Вернуть ход может только тот, кто играет здесь с компьютером.
ai-takeback-hidden-cards = В { $game } ходы не возвращаются: они показали вам скрытые карты.
ai-takeback-rated = Компьютер разрешает возвращать ходы только в нерейтинговых партиях.
ai-takeback-nothing = Вам пока нечего возвращать.
