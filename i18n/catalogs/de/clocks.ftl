# Uhren, Urlaub und Tempo-Einstellungen (bot/clocks/).
pace-control = { $per_move } pro Zug
pace-control-with-reserve = { $per_move } pro Zug + { $reserve } Reserve
pace-line = Uhr ({ $control }): { $sides }
pace-side = { $state ->
    [running] { $seat } { $left } (läuft)
    [paused] { $seat } { $left } (angehalten)
   *[idle] { $seat } { $left }
}
pace-side-with-reserve = { $state ->
    [running] { $seat } { $left } (Reserve { $reserve }) (läuft)
    [paused] { $seat } { $left } (Reserve { $reserve }) (angehalten)
   *[idle] { $seat } { $left } (Reserve { $reserve })
}
pace-claim-win = Sieg beanspruchen
pace-away = { $seat } ist bis { $until } im Urlaub.
pace-days = { $count ->
    [one] ein Tag
   *[other] { $count } Tage
}
pace-hours = { $count ->
    [one] eine Stunde
   *[other] { $count } Stunden
}
pace-minutes = { $count ->
    [one] eine Minute
   *[other] { $count } Minuten
}
pace-none = Diese Partie hat keine Uhr.
pace-claimed = Du hast den Sieg nach Zeit beansprucht.
pace-vacation-started = Schönen Urlaub! Zurück am { $until }.
pace-vacation-ended = Willkommen zurück: deine Uhren laufen wieder.
pace-vacation-status-home = Du bist nicht im Urlaub. Übrig in diesem Monat: { $left }.
pace-vacation-status-away = Du bist bis { $until } im Urlaub. Übrig in diesem Monat: { $left }.
pace-no-matches = { $member } hat hier keine laufenden Partien.
pace-matches = Laufende Partien von { $member }:
    { $matches }
pace-percent = { $percent } %
pace-no-reminders = keinem Zeitpunkt
pace-settings = Standard-Bedenkzeit: { $control } ({ $described }).
    Erinnerungen bei { $reminders } der Zeit eines Spielers.
    { $timeout ->
        [automatic] Wer die Zeit überschreitet, verliert sofort.
       *[claimed] Wer die Zeit überschreitet, lässt den Gegner den Sieg beanspruchen.
    }
    Urlaub: { $days ->
        [one] ein Tag pro Monat.
       *[other] { $days } Tage pro Monat.
    }
pace-not-a-control = „{ $text }“ ist keine Bedenkzeit: schreib Tage oder Minuten pro Zug wie „3d“ oder „10m“, wahlweise mit Reserve wie „3d+7d“.
pace-per-move-range = Die Zeit pro Zug muss zwischen 1{ $unit } und { $most } liegen.
pace-reserve-unit = Schreib die Reserve in derselben Einheit wie die Zeit pro Zug.
pace-reserve-range = Die Reserve darf höchstens { $most } betragen.
pace-none-running = In dieser Partie läuft keine Uhr.
pace-claim-players-only = Nur wer in dieser Partie spielt, kann den Sieg beanspruchen.
pace-out-of-step = Diese Uhr passt nicht zum Stand der Partie; ein Sieg nach Zeit ist so nicht möglich.
pace-own-clock = Es läuft gerade deine eigene Uhr.
pace-never-runs-out = Die Uhr deines Gegners läuft nie ab.
pace-opponent-has-time = Dein Gegner hat noch { $left } auf der Uhr.
pace-vacation-too-short = Ein Urlaub dauert mindestens einen Tag.
pace-vacation-already = Du bist schon im Urlaub; beende ihn zuerst, um ihn zu ändern.
pace-vacation-too-long = Das ist mehr Urlaub, als dir in diesem Monat bleibt ({ $left }).
pace-not-on-vacation = Du bist nicht im Urlaub.
pace-not-percentages = „{ $text }“ ist keine Liste von Prozentwerten wie 50,90.
pace-percentage-range = Erinnerungen liegen zwischen 1 und 99 Prozent.
pace-your-turn = Jetzt bist du am Zug: Es gibt keinen Sieg einzufordern.
