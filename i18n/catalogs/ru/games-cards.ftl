# Domination (карточная игра): отказы и окончания (games/domination_cards/).
game-cards-how-to-write = разведка — E7@2,0, захват — C7:1,0>2,0 (шаги блица идут через пробел, как 4>3,0), укрепление — FQ@1,0
game-cards-not-a-card = { $royals ->
    [yes] { $card } — не карта этой колоды (значения от 1 до { $top } и фигуры J, Q, K)
   *[no] { $card } — не карта этой колоды (значения от 1 до { $top })
}
game-cards-mismatch = не хватает: { $missing ->
    [none] ничего
   *[other] { $missing }
}; лишние: { $extra ->
    [none] ничего
   *[other] { $extra }
}
game-cards-complete-group = у { $seat } связная группа со всеми значениями от 1 до { $top }
game-cards-deck-out = колода кончилась, и у { $seat } не осталось карт
game-cards-stuck = у { $seat } нет допустимого хода с картами на руке
game-cards-points-draw = { $why }; в обеих лучших группах значений: { $values } — ничья
game-cards-points-win = { $why }; в лучшей группе стороны «{ seat-domination-cards-H }» значений: { $h }, стороны «{ seat-domination-cards-V }» — { $v }; побеждает { $seat }
game-cards-take-empty = { $cell } пустое: забирать нечего
game-cards-take-own = { $cell } уже ваше
game-cards-take-fortified = { $cell } укреплено картой { $royal }: забрать его может только { $royal }
game-cards-take-last = { $cell } — последняя карта { $seat }, а последнюю карту игрока никогда не забирают
game-cards-explore-royal = фигурой нельзя разведывать: используйте её для захвата или укрепления
game-cards-explore-taken = на { $cell } уже лежит карта
game-cards-explore-alone = { $cell } не касается ни одной карты: разведывайте рядом с картой на столе
game-cards-fortify-royal = укрепить карту может только фигура (J, Q или K)
game-cards-fortify-foreign = { $cell } — не ваша карта: укреплять можно только свои
game-cards-fortify-twice = { $cell } уже укреплено картой { $royal }
game-cards-conquer-anchor = { $cell } — не ваша карта: захват начинается с ваших
game-cards-blitz-royal = фигура может начать захват, но никогда не делает блиц
game-cards-conquer-match = на { $cell } лежит { $card }: сбрасываемая карта должна ей соответствовать
game-cards-not-neighbours = { $cell } не рядом с { $source }
game-cards-not-in-hand = у вас нет карты { $card } для сброса (на руке: { $hand ->
    [none] ничего
   *[other] { $hand }
})
game-cards-no-anchor = ни одна ваша карта рядом с { $cell } не подходит к { $card }
game-cards-not-a-move = { $move } — не ход в Domination
game-cards-position-card = нечитаемая карта в позиции: { $reason }
game-cards-position-turn = ход должен быть у H или V, а не { $given }
game-cards-position-sections = в позиции есть разделы { $sections }, именно в таком порядке
game-cards-position-hidden = { $given } скрывает карты: прочитать можно только полный текст позиции
game-cards-position-entry = { $given } — не карта на столе (пишите как H7@1,0 или V5[Q]@0,1)
game-cards-position-two-cards = на { $cell } лежат две карты
game-cards-position-royal-card = { $given }: фигура не может лежать на столе как карта
game-cards-position-fortification = { $given }: укрепить карту может только фигура (при royal=true)
game-cards-position-deck = карты в позиции — не эта колода ({ $mismatch })
game-cards-position-hand-full = у { $seat } карт на руке: { $cards }; в руке их { $hand }
game-cards-position-hand-short = у { $seat } карт на руке: { $cards }, хотя колода не кончилась; руки добираются до { $hand } после каждого хода
game-cards-position-connected = карты на столе должны образовывать одну связную группу
game-cards-position-no-card = у { $seat } нет карт на столе, а последнюю карту никогда не забирают
game-cards-royal-deck = в Royal Domination (royal=true) играют только стандартной колодой
game-cards-order-card = опция 'order': { $reason }
game-cards-order-cards = order должна перечислить все карты этой колоды ({ $size }), каждую столько раз, сколько её в колоде ({ $mismatch })
seat-domination-cards-H = Горизонталь
seat-domination-cards-V = Вертикаль
