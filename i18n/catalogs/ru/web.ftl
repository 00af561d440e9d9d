# Страницы партий в браузере (bot/web/): ссылка под доской, /match link, сама страница.
web-open-in-browser = Открыть в браузере
web-link-private = Твоя личная ссылка на страницу этой партии, с твоими картами: никому её не давай. Она действует 7 дней{ $revoked ->
    [yes] ; ни одна ссылка, полученная раньше, больше не открывается.
   *[no] .
}
web-link-pages-off = Страницы партий на этом сервере выключены (или этот бот не показывает страниц).
web-moves = Ходы
web-start = Начало
web-first = Начальная позиция
web-previous = Предыдущий ход
web-next = Следующий ход
web-last = Текущая позиция
web-position = Позиция
web-board = Доска в виде таблицы
web-table-where = Поле
web-table-what = Что там
web-history = Скачать файл истории
web-your-hand = Твой собственный вид
web-review = Разбор компьютера
web-keys = Стрелки листают ходы; Home и End переходят к началу и к текущей позиции.
web-after-move = После хода { $ply }: { $move }
web-to-move = Ход: { $seat }
web-result-win = Победа: { $seat }. { $reason }
web-result-draw = Ничья: { $reason }
web-result-aborted = Отменена: { $reason }
web-cell-piece = { $piece ->
    [king] дамка
    [dragon] дракон
    [builder] строитель
   *[man] шашка
} ({ $seat }){ $captive ->
    [yes] {" "}(в плену)
   *[no] {""}
}
web-cell-holding = { $piece }, у неё { $powerups }
web-cell-powerup = Бонус: { $powerup }
web-cell-building = { $height ->
    [1] одноэтажное здание
    [2] двухэтажное здание
   *[other] цитадель
} ({ $seat })
web-cell-unit = отряд ({ $seat })
web-cell-card = карта { $card } ({ $seat }){ $royal ->
    [none] {""}
   *[other] , укреплена: { $royal }
}
web-row-hand = Рука: { $seat }
web-row-deck = Колода
web-row-discard = Сброс
web-cards = { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
    [many] { $cards } карт
   *[other] { $cards } карты
}
web-discard = { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
    [many] { $cards } карт
   *[other] { $cards } карты
}{ $top ->
    [none] {""}
   *[other] , сверху { $top }
}
