# Domination 16x16: отказы и окончания (games/domination_grid/).
game-grid-empty-move = ход пустой: запишите пути своих отрядов или 'pass'
game-grid-not-a-path = { $path } — не путь: соединяйте поля дефисами, как c2-c3 или c2-c4
game-grid-not-a-square = { $square } — не поле: назовите вертикаль и горизонталь, как c2
game-grid-off-board = на доске { $size }x{ $size } нет поля { $square }
game-grid-goes-nowhere = { $leg } никуда не ведёт: путь должен покинуть своё поле
game-grid-not-straight = { $leg } — не прямая линия: отряды ходят только по вертикалям и горизонталям
game-grid-too-many-steps = в ходе не больше { $most } шагов, а в этом { $steps }
game-grid-step = шаг { $number }, { $step }: { $problem }
game-grid-no-square = на этой доске нет поля { $square }
game-grid-step-edge = шаг ведёт на поле, которое граничит стороной с { $square }
game-grid-no-unit = { $held ->
    [black] на { $square } стоит чёрный отряд, так что вашего отряда там нет
    [white] на { $square } стоит белый отряд, так что вашего отряда там нет
   *[other] { $square } пустое, так что вашего отряда там нет
}
game-grid-occupied = { $square } занято
game-grid-not-a-turn = { $move } — не ход в Domination 16x16
game-grid-no-units-left = ни у одной стороны не осталось отрядов на доске
game-grid-units-gone = у стороны { $seat } не осталось отрядов на доске
game-grid-repetition = та же доска, с той же стороной на ходу и теми же резервами, встретилась в третий раз
game-grid-position-parts = в позиции четыре части через пробел: горизонтали сверху через '/', сторона на ходу (b или w) и резервы, как 'b=0 w=0'
game-grid-position-ranks = горизонталей на доске: { $ranks }, а эта партия идёт на доске { $size }x{ $size } (размер задаёт опция size)
game-grid-position-rank-length = горизонталь { $rank }: полей { $squares } вместо { $size }
game-grid-position-rank-letters = горизонталь { $rank } содержит { $letters }: используйте только b, w и .
game-grid-position-side = сторона на ходу — b или w, а не { $given }
game-grid-position-reserves = резервы записываются как 'b=N w=N', а не { $given }
game-grid-position-conflict = на { $square } и { $other } враждебные отряды стоят рядом, а конфликты всегда разрешаются до начала хода
game-grid-position-units = отрядов на доске и в резерве: { $units }, а армии вместе начинают с { $start }, и новые отряды не появляются
game-grid-board-size = размер доски должен быть чётным числом от { $low } до { $high }, а не { $given }
seat-domination-grid-black = Чёрные
seat-domination-grid-white = Белые
