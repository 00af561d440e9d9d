# Турниры (bot/tournaments/).
tourney-started = **{ $name }** начинается, { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[other] { $players } игроков
}.
tourney-round-begun = **Тур { $round }** турнира { $name } начался.
tourney-pairing = `{ $table }` { $first } — { $second }
tourney-bye = `{ $table }` { $player } пропускает тур
tourney-over = **{ $name }** завершён.
tourney-champion = 🏆 { $champion } выигрывает **{ $name }**!
tourney-cancelled = **{ $name }** отменён.
tourney-title = **{ $name }** (#{ $id }): { $game }, { $format }
tourney-title-rounds = **{ $name }** (#{ $id }): { $game }, { $format }, { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[other] { $rounds } туров
}
tourney-players = Игроки ({ $count }): { $players }
tourney-no-players = Игроки (0): пока никого
tourney-rated = рейтинговый
tourney-unrated = без рейтинга
tourney-time-control = контроль { $control }
tourney-duplicate-deals = одинаковые раздачи
tourney-registration-open = Запись открыта до { $closes } ({ $terms }).
tourney-round-on = Идёт тур { $round }; он закончится { $closes }.
tourney-finished = Завершён.
tourney-finished-champion = Завершён: победитель { $champion }.
tourney-status-cancelled = Отменён.
tourney-section-winners = Победители
tourney-section-losers = Проигравшие
tourney-section-final = Финал
tourney-unknown-member = участник { $id }
tourney-table-opened = **{ $name }**, партия `{ $table }`: { $players }. Удачи!
tourney-seated = { $player } ({ $seat })
tourney-join = Записаться
tourney-leave = Выйти
tourney-joined = Вы участвуете в **{ $name }**.
tourney-left = Вы вышли из **{ $name }**.
tourney-listed = #{ $id } **{ $name }**: { $game }, { $format }, { $status ->
    [registration] идёт запись
   *[running] идёт игра
}
tourney-none-open = Здесь нет открытых или идущих турниров.
tourney-created = Турнир #{ $id } открыт для записи.
tourney-computer-added = Компьютер ({ $level }) в турнире.
tourney-computer-removed = Компьютер ({ $level }) выбыл.
tourney-started-reply = Начат, { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[other] { $players } игроков
}.
tourney-extended = Тур { $round } теперь закончится { $closes }.
tourney-result-recorded = Результат записан.
tourney-dropped = { $player } выбыл.
tourney-substituted = { $joining } играет дальше вместо { $leaving }.
tourney-cancelled-reply = Отменено.
tourney-log-empty = Ничего не записано.
tourney-log-create = { $when } { $moderator } создал турнир: { $game }, { $format }
tourney-log-create-rounds = { $when } { $moderator } создал турнир: { $game }, { $format }, { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[other] { $rounds } туров
}
tourney-log-start = { $when } { $moderator } начал турнир, { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[other] { $players } игроков
}
tourney-log-extend = { $when } { $moderator } продлил тур { $round } до { $deadline }
tourney-log-draw = { $when } { $moderator } решил партию `{ $table }`: ничья
tourney-log-win = { $when } { $moderator } решил партию `{ $table }`: победил { $winner }
tourney-log-drop = { $when } { $moderator } исключил { $player }
tourney-log-substitute = { $when } { $moderator } заменил { $leaving } на { $joining }
tourney-log-cancel = { $when } { $moderator } отменил турнир
tourney-log-add-computer = { $when } { $moderator } записал компьютер ({ $level })
tourney-not-found = Здесь нет турнира номер { $id }.
tourney-registration-over = Запись на этот турнир больше не идёт.
tourney-not-running = Этот турнир не идёт.
tourney-computer-already-in = Компьютер уже играет здесь на уровне { $level }.
tourney-computer-not-in = Компьютер не играет здесь на уровне { $level }.
tourney-no-such-game = В этом турнире нет такой партии.
tourney-no-game-named = В этом турнире нет партии «{ $table }».
tourney-winner-not-a-player = Победителем может быть только один из двух игроков этой партии.
tourney-result-settled = От этого результата уже зависят следующие партии; изменить его нельзя.
tourney-member-not-registered = Этот участник не записан.
tourney-member-not-playing = Этот участник не играет в этом турнире.
tourney-substitute-already-in = Замена уже участвует в этом турнире.
tourney-already-over = Этот турнир уже завершён.
tourney-unknown-format = Неизвестный формат: выберите из списка.
tourney-swiss-rounds = Для швейцарской системы нужно от 1 до { $most } туров.
tourney-round-days = Тур может длиться от 1 до { $most } дней.
tourney-no-shared-deal = В { $game } нет общей раздачи: отключите одинаковые раздачи.
tourney-time-control-form = Запишите контроль времени как 3d или 3d+7d.
tourney-registration-closed = Запись на этот турнир закрыта.
tourney-already-registered = Вы уже записаны.
tourney-not-registered = Вы не записаны на этот турнир.
tourney-name-too-long = Название турнира — не больше { $most } символов.
tourney-name-plain = Напишите название простым текстом в одну строку.
tourney-too-few-players = Для начала турнира нужно хотя бы { $least } игроков.
tourney-pairing-round = Составляю пары тура { $round }…
# What a tournament created without a name is called.
tourney-unnamed = Турнир
tourney-round-closing = Срок тура { $round } истёк, его партии сейчас решаются; продлить его уже нельзя.
tourney-text-channel-only = Турнир открывается в текстовом канале: его партии идут в ветках этого канала.
