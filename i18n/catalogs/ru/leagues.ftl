# Leagues (bot/leagues/): announcements, answers and refusals.
league-unnamed = Лига
league-not-found = Здесь нет лиги номер { $id }.
league-season-days = Сезон длится от 1 до { $most } дн.
league-division-size = В дивизионе от { $least } до { $most } игроков.
league-movers = Подняться может не больше половины дивизиона и опуститься не больше половины: по { $most }.
league-break-hours = Запись длится от 1 до { $most } ч.
league-over = Эта лига завершена.
league-already-member = Вы уже в этой лиге.
league-not-member = Вас нет в этой лиге (или вы уже уходите из неё в конце этого сезона).
league-not-running = Эта лига уже на паузе или завершена.
league-not-paused = Эта лига не на паузе.
league-no-season = Сейчас в этой лиге не идёт ни один сезон.
league-substitute-already-in = Этот участник уже в лиге.
league-member-not-playing = Этот участник не играет в этом сезоне.
league-division-opening = Этот дивизион ещё готовится; попробуйте через минуту.
league-no-such-season = У этой лиги нет сезона { $season }.
league-no-such-division = Дивизиона { $division } нет: в этом сезоне их { $most }.
league-created = Лига #{ $id } открыта; её объявление в этом канале.
league-joined = Вы в лиге { $name }. Вы играете со следующего сезона.
league-left = Вы покинули лигу { $name }.
league-leaving = Вы покинете лигу { $name }, когда закончится текущий сезон.
league-paused = Лига { $name } на паузе: новый сезон не начнётся, пока вы её не возобновите.
league-resumed = Лига { $name } продолжается.
league-ended-reply = Лига завершена.
league-substituted = { $joining } занимает место { $leaving }.
league-none = Здесь нет ни одной лиги.
league-listed = #{ $id } { $name }: { $game }, участников: { $members }, сезон { $season }, { $status ->
    [open] между сезонами
    [running] сезон идёт
    [paused] на паузе
   *[other] завершена
}
league-opened = **{ $name }** (#{ $id }) открыта: { $game }. Игроков в дивизионе: { $size }; дней в сезоне: { $days }. Вступайте через `/league join`; первый сезон начнётся { $starts }.
league-season-begun = **{ $name }**: начинается сезон { $season }. Игроков: { $players }; дивизионов: { $divisions }. Партии каждого дивизиона открываются здесь в ветках; см. `/league standings`.
league-postponed = **{ $name }**: для сезона мало игроков, поэтому он начнётся { $starts }. Вступайте через `/league join`.
league-season-ended = **{ $name }**: сезон { $season } окончен.
league-champion = Чемпион: { $player }
league-promoted = ▲ Поднимаются: { $players }
league-relegated = ▼ Опускаются: { $players }
league-and-more = ещё { $count }
league-next-season = Следующий сезон начнётся { $starts }; до тех пор можно вступить или уйти.
league-waits = Лига на паузе: следующий сезон ждёт модераторов.
league-ended = **{ $name }** завершена.
league-history-none = { $member } ещё не играл(а) ни одного сезона этой лиги.
league-history-of = Сезоны { $member }:
league-history-line = Сезон { $season }: дивизион { $division } ({ $came })
league-history-finish = место { $rank }, очки: { $points }
league-came-new = новичок
league-came-up = поднялся
league-came-down = опустился
league-came-stay = остался
league-standings-title = { $name }, сезон { $season }
league-division = Дивизион { $division }
league-standings-live = Сезон { $season }, идёт (дивизионов: { $divisions }).
league-standings-final = Сезон { $season }, итог (дивизионов: { $divisions }).
league-not-begun = Первый сезон этой лиги ещё не начался.
privacy-kept-leagues = Созданные вами лиги: { $count }.
privacy-kept-league-members = Лиги, в которых вы состоите: { $count }.
privacy-kept-league-places = Ваши сезоны в лигах, с дивизионами, местами и очками: { $count }.
