# Часы, отпуска и настройки темпа (bot/clocks/).
pace-control = { $per_move } на ход
pace-control-with-reserve = { $per_move } на ход + { $reserve } запаса
pace-line = Часы ({ $control }): { $sides }
pace-side = { $state ->
    [running] { $seat } { $left } (идут)
    [paused] { $seat } { $left } (на паузе)
   *[idle] { $seat } { $left }
}
pace-side-with-reserve = { $state ->
    [running] { $seat } { $left } (запас { $reserve }) (идут)
    [paused] { $seat } { $left } (запас { $reserve }) (на паузе)
   *[idle] { $seat } { $left } (запас { $reserve })
}
pace-claim-win = Заявить победу
pace-away = { $seat } в отпуске до { $until }.
pace-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}
pace-hours = { $count ->
    [one] { $count } час
    [few] { $count } часа
    [many] { $count } часов
   *[other] { $count } часа
}
pace-minutes = { $count ->
    [one] { $count } минута
    [few] { $count } минуты
    [many] { $count } минут
   *[other] { $count } минуты
}
pace-none = У этой партии нет часов.
pace-claimed = Вы заявили победу по времени.
pace-vacation-started = Хорошего отпуска! Возвращение: { $until }.
pace-vacation-ended = С возвращением: ваши часы снова идут.
pace-vacation-status-home = Вы не в отпуске. Осталось в этом месяце: { $left }.
pace-vacation-status-away = Вы в отпуске до { $until }. Осталось в этом месяце: { $left }.
pace-no-matches = У { $member } здесь нет текущих партий.
pace-matches = Текущие партии { $member }:
    { $matches }
pace-percent = { $percent }%
pace-no-reminders = никогда
pace-settings = Контроль времени по умолчанию: { $control } ({ $described }).
    Напоминания: { $reminders } времени игрока.
    { $timeout ->
        [automatic] Просрочка времени сразу означает поражение.
       *[claimed] При просрочке времени соперник может заявить победу.
    }
    Отпуск: { $days ->
        [one] { $days } день в месяц.
        [few] { $days } дня в месяц.
        [many] { $days } дней в месяц.
       *[other] { $days } дня в месяц.
    }
pace-not-a-control = «{ $text }» — не контроль времени: укажите дни или минуты на ход, например «3d» или «10m», можно с запасом, например «3d+7d».
pace-per-move-range = Время на ход должно быть от 1{ $unit } до { $most }.
pace-reserve-unit = Укажите запас в тех же единицах, что и время на ход.
pace-reserve-range = Запас может быть не больше { $most }.
pace-none-running = В этой партии часы не идут.
pace-claim-players-only = Заявить победу может только игрок этой партии.
pace-out-of-step = Эти часы не совпадают с ходом партии; победы по времени по ним не будет.
pace-own-clock = Сейчас идут ваши собственные часы.
pace-never-runs-out = Время соперника никогда не истекает.
pace-opponent-has-time = У соперника на часах ещё { $left }.
pace-vacation-too-short = Отпуск длится не меньше одного дня.
pace-vacation-already = Вы уже в отпуске; сначала завершите его, чтобы изменить.
pace-vacation-too-long = Это больше отпуска, чем у вас осталось в этом месяце ({ $left }).
pace-not-on-vacation = Вы не в отпуске.
pace-not-percentages = «{ $text }» — не список процентов вроде 50,90.
pace-percentage-range = Проценты напоминаний — от 1 до 99.
pace-your-turn = Сейчас ваш ход: требовать победу не из-за чего.
