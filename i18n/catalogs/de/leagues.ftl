# Leagues (bot/leagues/): announcements, answers and refusals.
league-unnamed = Liga
league-not-found = Hier gibt es keine Liga mit der Nummer { $id }.
league-season-days = Eine Saison dauert 1 bis { $most } Tage.
league-division-size = Eine Division hat { $least } bis { $most } Spieler.
league-movers = Höchstens die Hälfte einer Division steigt auf und höchstens die Hälfte ab: je { $most }.
league-break-hours = Die Anmeldung dauert 1 bis { $most } Stunden.
league-over = Diese Liga ist beendet.
league-already-member = Du bist schon in dieser Liga.
league-not-member = Du bist nicht in dieser Liga (oder verlässt sie schon am Ende dieser Saison).
league-not-running = Diese Liga ist schon pausiert oder beendet.
league-not-paused = Diese Liga ist nicht pausiert.
league-no-season = In dieser Liga läuft gerade keine Saison.
league-substitute-already-in = Dieses Mitglied ist schon in der Liga.
league-member-not-playing = Dieses Mitglied spielt in dieser Saison nicht.
league-division-opening = Diese Division wird noch eingerichtet; versuch es in einer Minute wieder.
league-no-such-season = Diese Liga hat keine Saison { $season }.
league-no-such-division = Es gibt keine Division { $division }: Diese Saison hat { $most }.
league-created = Liga #{ $id } ist eröffnet; ihre Ankündigung steht in diesem Kanal.
league-joined = Du bist in { $name }. Du spielst ab der nächsten Saison.
league-left = Du hast { $name } verlassen.
league-leaving = Du verlässt { $name }, sobald die laufende Saison endet.
league-paused = { $name } ist pausiert: Keine neue Saison beginnt, bis du sie fortsetzt.
league-resumed = { $name } geht weiter.
league-ended-reply = Die Liga ist beendet.
league-substituted = { $joining } übernimmt den Platz von { $leaving }.
league-none = Hier läuft keine Liga.
league-listed = #{ $id } { $name }: { $game }, Mitglieder: { $members }, Saison { $season }, { $status ->
    [open] zwischen zwei Saisons
    [running] Saison läuft
    [paused] pausiert
   *[other] beendet
}
league-opened = **{ $name }** (#{ $id }) ist eröffnet: { $game }. Spieler pro Division: { $size }; Tage pro Saison: { $days }. Tritt mit `/league join` bei; die erste Saison beginnt { $starts }.
league-season-begun = **{ $name }**: Saison { $season } beginnt. Spieler: { $players }; Divisionen: { $divisions }. Die Partien jeder Division öffnen hier in Threads; siehe `/league standings`.
league-postponed = **{ $name }**: Zu wenige Spieler für eine Saison, sie beginnt daher erst { $starts }. Tritt mit `/league join` bei.
league-season-ended = **{ $name }**: Saison { $season } ist vorbei.
league-champion = Meister: { $player }
league-promoted = ▲ Steigen auf: { $players }
league-relegated = ▼ Steigen ab: { $players }
league-and-more = { $count } weitere
league-next-season = Die nächste Saison beginnt { $starts }; bis dahin kann man beitreten oder gehen.
league-waits = Die Liga ist pausiert: Die nächste Saison wartet auf die Moderation.
league-ended = **{ $name }** ist beendet.
league-history-none = { $member } hat in dieser Liga noch keine Saison gespielt.
league-history-of = Saisons von { $member }:
league-history-line = Saison { $season }: Division { $division } ({ $came })
league-history-finish = Platz { $rank }, Punkte: { $points }
league-came-new = neu
league-came-up = aufgestiegen
league-came-down = abgestiegen
league-came-stay = geblieben
league-standings-title = { $name }, Saison { $season }
league-division = Division { $division }
league-standings-live = Saison { $season }, läuft (Divisionen: { $divisions }).
league-standings-final = Saison { $season }, Endstand (Divisionen: { $divisions }).
league-not-begun = Die erste Saison dieser Liga hat noch nicht begonnen.
privacy-kept-leagues = Von dir angelegte Ligen: { $count }.
privacy-kept-league-members = Ligen, in denen du bist: { $count }.
privacy-kept-league-places = Deine Saisons in Ligen, mit Divisionen, Plätzen und Punkten: { $count }.
