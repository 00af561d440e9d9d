# Слова на картинках и в их альтернативном тексте (render/).
render-seat = { $seat ->
    [dark] Тёмные
    [light] Светлые
    [black] Чёрные
    [white] Белые
    [H] Горизонталь
    [V] Вертикаль
   *[other] { $seat }
}
render-title-and-reason = { $title }: { $reason }
render-waiting = Ожидание
render-to-move = Ход: { $seat }
render-draw = Ничья
render-wins = Победа: { $seat }
render-start = Начало
render-move-number = Ход { $ply }
render-last-move = Ход { $ply }: { $move }
render-alt-opening = { $title }, ход { $ply }. { $situation }.
render-alt-last-move = Последний ход: { $move }.
render-alt-last-move-by = Последний ход: { $move }, сторона { $seat }.
render-run = { $first } по { $last }
render-powerup = { $powerup ->
    [S] Меч
    [H] Щит
    [C] Пушка
   *[T] Телепорт
}
render-powerup-on = { $powerup } на { $square }
render-powerups-unclaimed = Свободные усиления: { $powerups }.
render-powerups-to-place = Ещё расставляют усиления: { $seats }.
render-king-holding = { $square } ({ $powerups })
render-draughtnauts-side = { $men ->
    [none] { $kings ->
        [none] { $seat }: шашек нет.
       *[other] { $seat }: дамки на { $kings }.
    }
   *[other] { $kings ->
        [none] { $seat }: шашки на { $men }.
       *[other] { $seat }: шашки на { $men }; дамки на { $kings }.
    }
}
render-draagostat-pool = Запас: { $seat }
render-draagostat-pool-count = { $stories ->
    [one] { $stories } этаж
    [few] { $stories } этажа
   *[many] { $stories } этажей
}, { $citadels ->
    [one] { $citadels } цитадель
    [few] { $citadels } цитадели
   *[many] { $citadels } цитаделей
}
render-draagostat-piece = { $piece ->
    [builder] строитель
   *[dragon] дракон
} на { $square }{ $captive ->
    [yes] {" "}(в плену)
   *[no] {""}
}
render-draagostat-building = { $height ->
    [1] один этаж
    [2] два этажа
   *[other] цитадель
} { $square }
render-draagostat-side = { $seat }: { $pieces }; постройки: { $buildings ->
    [none] нет
   *[other] { $buildings }
}; запас { $pool }.
render-draagostat-city = Город: { $squares }.
render-grid-reserves = { $seat }: { $units } на доске, резерв { $reserve }
render-grid-board = Доска { $size } на { $size }.
render-grid-side = { $seat }: { $units ->
    [one] { $units } отряд
    [few] { $units } отряда
   *[many] { $units } отрядов
} ({ $squares ->
    [none] нет
   *[other] { $squares }
}), резерв { $reserve }.
render-grid-fate = { $seat } { $fate ->
    [kept] остаётся
    [discarded] сброшен
    [destroyed] уничтожен
   *[turned] перешёл
}
render-grid-conflict = Конфликт ({ $kind ->
    [majority] перевес
    [tie] равенство
   *[surround] окружение
}) на { $squares }: { $fates }.
render-grid-reinforced = Подкрепление: { $squares }.
render-cards-deck = Колода { $cards }
render-cards-discard = Сброс { $cards }
render-cards-hand = Ваша рука, { $seat }: { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}
render-cards-hand-words = Ваша рука, { $seat }: { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}{ $listed ->
    [none] .
   *[other] : { $listed }.
}
render-cards-table-card = { $card } на { $cell }{ $royal ->
    [none] {""}
   *[other] {" "}укреплена { $royal }
}
render-cards-side = { $seat }: на столе { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
} ({ $cards }), на руке { $hand }.
render-cards-piles = Колода { $deck }; сброс { $discard }{ $top ->
    [none] .
   *[other] , сверху { $top }.
}
render-bracket-bye = свободен
render-standings-rank = #
render-standings-player = Игрок
render-standings-points = Очки
render-standings-record = В-Н-П
render-standings-withdrawn = { $name } (выбыл)
render-bracket-words = { $title }, сетка на выбывание. { $matches }
render-bracket-match = { $section }, раунд { $round }: { $top } против { $bottom }.
render-bracket-match-won = { $section }, раунд { $round }: { $winner } победил(а) { $loser }.
render-bracket-match-bye = { $section }, раунд { $round }: { $player } проходит дальше без игры.
render-bracket-undecided = игрок, который ещё не определён
render-standings-words = { $title }, таблица. { $rows }
render-standings-row = { $rank }. { $name }: { $points } очк., { $wins }-{ $draws }-{ $losses } (В-Н-П).
# The headline of a match called off (its result line says why).
render-aborted = Отменена
# The league standings' alt text (render/league.py).
render-league-up = Поднимаются: { $players }.
render-league-down = Опускаются: { $players }.
# The team battle standings (render/team_battle.py).
render-battle-team = Команда
render-battle-score = Очки
render-battle-scorers = Лучшие
render-battle-row = { $rank }. { $team }: { $score } (лучшие: { $scorers }).
