# Что говорят движки всех игр (games/contract.py, games/typed_text.py, games/__init__.py, ai/).
game-seat = { $seat ->
    [dark] Тёмные
    [light] Светлые
    [black] Чёрные
    [white] Белые
   *[other] { $seat }
}
game-over = партия окончена: { $reason }
game-no-seat = места { $seat } нет: есть места { $seats }
game-replay-refused = ход { $number } { $move }: { $reason }
game-position-refused = позиция: { $reason }
game-unknown = игры { $game } нет (игры: { $games })
game-no-move-given = ход не указан: { $how }
game-not-a-move = { $move } — это не ход: { $how }
game-problems = { $first }; { $rest }
game-option-unknown = опции { $option } нет; есть опции { $options }
game-option-twice = опция { $option } указана дважды
game-option-problem = опция { $option }: { $problem }
game-option-not-bool = нужно true или false, а не { $given }
game-option-not-whole = нужно целое число, а не { $given }
game-option-not-one-of = нужно одно из значений { $allowed }, а не { $given }
game-option-too-small = нужно не меньше { $bound }, а не { $given }
game-option-too-large = нужно не больше { $bound }, а не { $given }
game-option-refused = это значение здесь использовать нельзя
game-ai-unknown-level = уровня { $level } нет (выберите из: { $levels })
game-ai-no-engine = компьютер не играет в { $game }
# Строки бота, которые показывают, чем закончилась партия.