# Draughtnauts: отказы и окончания (games/draughtnauts/).
game-draughtnauts-how-to-write = записывайте ходы как 11-15, взятия как 22x15x6, выстрел пушки как 18C23, телепорт как 18T5
game-draughtnauts-setup-letters = расстановка называет S, H, C и T по одному разу, например 'setup SHCT'
game-draughtnauts-squares = поля пронумерованы от 1 до 32
game-draughtnauts-ambiguous = это может значить { $moves }: запишите взятие полностью
game-draughtnauts-no-pieces = у стороны { $seat } не осталось шашек
game-draughtnauts-no-moves = у стороны { $seat } нет допустимого хода
game-draughtnauts-repetition = ничья из-за троекратного повторения
game-draughtnauts-forty-moves = ничья: сорок ходов каждой стороны без взятий и без ходов простыми шашками
game-draughtnauts-place-first = сторона { $seat } должна сначала расставить усиления, например 'setup SHCT'
game-draughtnauts-setup-over = усиления ставятся только в фазе расстановки, до первого хода
game-draughtnauts-square-empty = поле { $square } пустое
game-draughtnauts-not-your-piece = на поле { $square } стоит шашка стороны { $owner }; сейчас ходит сторона { $seat }
game-draughtnauts-sword-twice = только шашка с Мечом может ходить дважды за ход
game-draughtnauts-sword-second = второй ход с Мечом должен быть ходом или взятием той же шашкой и не может дважды перепрыгнуть одну шашку
game-draughtnauts-no-powerup = у шашки на { $square } нет { $powerup ->
    [S] Меча
    [H] Щита
    [C] Пушки
   *[T] Телепорта
}
game-draughtnauts-teleport-occupied = Телепорту нужно пустое поле, а поле { $square } не пустое
game-draughtnauts-cannon-range = Пушка стреляет только в соседнее по диагонали поле, а { $square } не такое
game-draughtnauts-cannon-no-target = на поле { $square } нет шашки стороны { $seat }, в которую можно выстрелить
game-draughtnauts-must-capture = здесь бить обязательно: { $captures }
game-draughtnauts-no-capture-path = никакое взятие не ведёт с { $start } на { $landing }
game-draughtnauts-capture-continues = взятие должно продолжаться, пока шашка может прыгать дальше
game-draughtnauts-capture-too-far = это взятие идёт дальше, чем позволяют правила: превращение в дамку завершает ход
game-draughtnauts-not-step-or-jump = с { $start } на { $landing } — это ни ход по диагонали, ни прыжок
game-draughtnauts-jump-needs-piece = прыжку с { $start } на { $landing } нужна шашка стороны { $seat } на { $over }
game-draughtnauts-square-occupied = поле { $square } не пустое
game-draughtnauts-men-forward = простые шашки ходят и бьют только вперёд; назад ходят только дамки
game-draughtnauts-position-shape = позиция записывается как B:W21,22,K30:B1,2 (сторона, которая ходит, затем поля каждой стороны)
game-draughtnauts-position-field = поле записи { $field } непонятно или повторяется
game-draughtnauts-position-both-sides = позиции нужны поле W и поле B
game-draughtnauts-position-powerups-off = в этой позиции есть усиления, а в партии powerups=off
game-draughtnauts-position-token = { $token } — не поле, не дамка вида K30 и не диапазон вида 1-12
game-draughtnauts-position-token-squares = { $token }: поля пронумерованы от 1 до 32
game-draughtnauts-position-king-powerups = { $token }: усиления может держать только отдельная дамка
game-draughtnauts-position-unclaimed-token = { $token } — не поле с буквой усиления вида 31C
game-draughtnauts-position-unclaimed-row = { $token }: усиления лежат только на полях 1-4 и 29-32
game-draughtnauts-position-two-powerups = полю { $square } даны два усиления
game-draughtnauts-position-square-twice = поле { $square } указано дважды
game-draughtnauts-position-crowned = простая шашка на { $square } уже стала бы дамкой
game-draughtnauts-position-king-holds = дамка на { $square } держит не больше двух разных усилений
game-draughtnauts-position-powerup-letters = дамка на { $square }: усиления — это S, H, C и T
game-draughtnauts-position-same-powerup = у { $side } одно и то же усиление дважды
game-draughtnauts-position-setup-choose = фаза расстановки бывает только при powerups=choose
game-draughtnauts-position-setup-phase = в фазе расстановки ни у кого нет усилений, а лежать могут только четыре усиления Тёмных, когда Светлые ставят свои
seat-draughtnauts-dark = Тёмные
seat-draughtnauts-light = Светлые
