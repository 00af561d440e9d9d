# Draagostat: отказы и окончания (games/draagostat/).
game-draagostat-building = { $height ->
    [1] { $seat ->
        [dark] тёмный одноэтажный дом
       *[light] светлый одноэтажный дом
    }
    [2] { $seat ->
        [dark] тёмный двухэтажный дом
       *[light] светлый двухэтажный дом
    }
   *[other] { $seat ->
        [dark] тёмная цитадель
       *[light] светлая цитадель
    }
}
game-draagostat-height = { $height ->
    [0] голой земле
    [1] одноэтажном доме
    [2] двухэтажном доме
   *[other] цитадели
}
game-draagostat-piece = { $seat ->
    [dark] тёмный
   *[light] светлый
} { $piece ->
    [builder] строитель
   *[dragon] дракон
}
game-draagostat-dominion = Господство! { $seat } владеют городом { $squares }
game-draagostat-repetition = одна и та же позиция встретилась в третий раз
game-draagostat-how-to-write = шаг записывается как Bb2-b3, атака — Dc2xc3>d1, стройка — +b2, -b2 или #b2, перенос — Bb2^b3, спасение — Dc2-c3*a1
game-draagostat-not-a-move = { $move } — не ход в Draagostat
game-draagostat-step-onto-building = на { $square } стоит { $building }: строитель ступает только на голую землю или на свои дома
game-draagostat-lightning-building = на { $square } стоит { $building }: молния не бьёт в угол с чужой постройкой
game-draagostat-not-captive-there = ваш строитель не в плену на { $square }
game-draagostat-rescue-attacks = на { $square } стоит { $piece }: спасение атакует его, запись { $written }<поле>><поле>
game-draagostat-build-under-dragon = ваш строитель стоит на { $square } вместе с вашим драконом и не может там строить
game-draagostat-build-on-foreign = на { $square } стоит { $building }: строитель строит только на голой земле или на своих домах
game-draagostat-citadel-permanent = цитадель на { $square } постоянна: на ней ничего не строят и с неё ничего не снимают
game-draagostat-no-third-story = третьего этажа нет: двухэтажный дом на { $square } можно превратить (#{ $square }) или переносить с него
game-draagostat-no-stories-left = все четыре ваших этажа уже на доске
game-draagostat-no-story-there = на { $square } нет этажа, который можно снять или превратить
game-draagostat-carry-under-dragon = ваш строитель стоит на { $square } вместе с вашим драконом и не может переносить оттуда
game-draagostat-carry-from = строитель переносит только со своего двухэтажного дома, а на { $square } он стоит на { $height }
game-draagostat-carry-onto = на { $square } стоит { $building }: перенесённый этаж ставится только на голую землю
game-draagostat-carry-onto-piece = на { $square } стоит { $piece }: этаж переносят только на пустое поле
game-draagostat-not-there = ваш { $piece ->
    [builder] строитель
   *[dragon] дракон
} стоит на { $square }, а не на { $named }
game-draagostat-builder-captive = ваш строитель в плену на { $square }: он не может действовать, пока ваш дракон его не освободит
game-draagostat-not-orthogonal = { $action ->
    [step] строитель ходит
    [attack] строитель атакует
   *[carry] строитель переносит
} только на одно поле по прямой, а { $square } не рядом с { $origin }
game-draagostat-onto-foe = на { $square } стоит { $piece }: ход туда — это атака, запись { $written }<куда он уходит>
game-draagostat-reach-captive = ваш строитель в плену на { $square }: добраться до него — это спасение, запись с *<куда идёт строитель>
game-draagostat-dragon-route = дракону не попасть с { $origin } на { $square }: он ходит на одно поле по прямой, летает с цитадели на цитадель и скачет на молнии из угла в угол (никогда на чужую фигуру)
game-draagostat-nothing-to-attack = на { $square } нет фигуры стороны { $seat }, которую можно атаковать
game-draagostat-two-on-one = двое на одного: на { $square } стоят обе фигуры стороны { $seat }, а вместе их атаковать нельзя
game-draagostat-attack-captive = на { $square } стоит пленный строитель стороны { $seat }: пленного атаковать нельзя
game-draagostat-off-foreign = ваш строитель стоит на { $origin }, где { $standing }: его следующий ход должен привести на голую землю или на свой дом, а на { $square } стоит { $building }
game-draagostat-attack-height = строитель атакует только фигуры на своей высоте или ниже: фигура на { $square } стоит на { $height }, ваш строитель — на { $own }
game-draagostat-must-leave = { $piece ->
    [builder] атакованный строитель
   *[dragon] атакованный дракон
} должен покинуть { $square }
game-draagostat-banish-building = на { $square } стоит { $building }: изгнанная фигура уходит на поле без построек
game-draagostat-banish-own = на { $square } стоит ваш { $piece ->
    [builder] строитель
   *[dragon] дракон
}: изгнанная фигура не может присоединиться к вашим
game-draagostat-captive-dragon = на { $square } ваша цитадель: в плен берут только строителя, а изгнанный дракон уходит на поле без построек
game-draagostat-captive-one-citadel = на { $square } ваша цитадель, но строителя берут в плен, только пока обе ваши цитадели на доске
game-draagostat-captive-same-citadel = атакованный строитель должен покинуть { $square }: держите его на другой своей цитадели
game-draagostat-captive-on-dragon = дракон стороны { $seat } стоит на { $square }: его строителя там в плен не взять
game-draagostat-free-onto-foe = на { $square } стоит { $piece }: освобождённый строитель идёт туда, где нет чужих фигур
game-draagostat-free-onto-building = на { $square } стоит { $building }: освобождённый строитель идёт на голую землю или на свой дом
game-draagostat-convert-one-story = цитаделью становится только двухэтажный дом, а на { $square } одноэтажный
game-draagostat-no-citadels-left = обе ваши цитадели уже на доске
game-draagostat-citadel-delay = задержка цитадели: ваш строитель ещё не ходил сам, поэтому превращать нельзя
game-draagostat-first-conversion = право первого превращения: соперник превратил дом в прошлом ходу, поэтому в этом ходу превращать нельзя
game-draagostat-centre-freeze = заморозка центра: на b2, b3, c2 и c3 уже две цитадели, поэтому { $square } не может стать цитаделью
game-draagostat-position-fields = в позиции Draagostat шесть полей и необязательное седьмое: доска, сторона на ходу, dark=..., light=..., delay=..., converted=... [seen=...]
game-draagostat-position-side = сторона на ходу — dark или light, а не { $given }
game-draagostat-position-board = доска — это четыре горизонтали по четыре символа через /
game-draagostat-position-square = { $given } — не поле доски: используйте . S T C (тёмные) или s t c (светлые)
game-draagostat-position-pieces = { $given } должно задавать строителя и дракона стороны { $seat }, например { $example } (! после поля строителя означает плен)
game-draagostat-position-delay = ожидалось delay=<места> или delay=-, а не { $given }
game-draagostat-position-delay-seats = delay перечисляет dark и/или light или равно -, а не { $given }
game-draagostat-position-converted = ожидалось converted=- или { $expected } (превращать могла только сторона, которая только что ходила), а не { $given }
game-draagostat-position-seen = seen= перечисляет прежние позиции, каждая из 8 букв, цифр, - или _, через запятую
game-draagostat-position-too-many = у стороны { $seat } на доске больше этажей, чем { $stories }, или больше цитаделей, чем { $citadels }
game-draagostat-position-centre = на центральных полях больше двух цитаделей
game-draagostat-position-captive = пленный строитель стороны { $seat } должен стоять на чужой цитадели, а не на { $square }
game-draagostat-position-freed = дракон стороны { $seat } на { $square } освободил бы своего строителя
game-draagostat-position-both-colours = на { $square } стоят фигуры обоих цветов, а так может быть только у пленного и его стража
game-draagostat-setup-four = setup задаёт четыре поля: тёмный строитель, светлый строитель, тёмный дракон, светлый дракон (например a1,b2,c3,d4)
game-draagostat-setup-square = { $square } — не поле доски (от a1 до d4)
game-draagostat-setup-differ = четыре стартовых поля должны быть разными
game-draagostat-diagonals = нужно число от 0 до 4 или "all", а не { $given }
seat-draagostat-dark = Тёмные
seat-draagostat-light = Светлые
