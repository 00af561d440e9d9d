# Leagues (bot/leagues/): announcements, answers and refusals.
league-unnamed = Ligue
league-not-found = Il n'y a pas de ligue numéro { $id } ici.
league-season-days = Une saison dure de 1 à { $most } jours.
league-division-size = Une division compte de { $least } à { $most } joueurs.
league-movers = Au plus la moitié d'une division monte, et au plus la moitié descend : { $most } chacun.
league-break-hours = Les inscriptions durent de 1 à { $most } heures.
league-over = Cette ligue est terminée.
league-already-member = Tu es déjà dans cette ligue.
league-not-member = Tu n'es pas dans cette ligue (ou tu la quittes déjà à la fin de cette saison).
league-not-running = Cette ligue est déjà suspendue ou terminée.
league-not-paused = Cette ligue n'est pas suspendue.
league-no-season = Aucune saison de cette ligue n'est en cours.
league-substitute-already-in = Ce membre est déjà dans la ligue.
league-member-not-playing = Ce membre ne joue pas cette saison.
league-division-opening = Cette division est encore en préparation ; réessaie dans une minute.
league-no-such-season = Cette ligue n'a pas de saison { $season }.
league-no-such-division = Il n'y a pas de division { $division } : cette saison en a { $most }.
league-created = La ligue #{ $id } est ouverte ; son annonce est dans ce salon.
league-joined = Tu es dans { $name }. Tu joues dès sa prochaine saison.
league-left = Tu as quitté { $name }.
league-leaving = Tu quittes { $name } à la fin de la saison en cours.
league-paused = { $name } est suspendue : aucune saison ne commence avant que tu la reprennes.
league-resumed = { $name } continue.
league-ended-reply = La ligue est terminée.
league-substituted = { $joining } prend la place de { $leaving }.
league-none = Aucune ligue ne tourne ici.
league-listed = #{ $id } { $name } : { $game }, membres : { $members }, saison { $season }, { $status ->
    [open] entre deux saisons
    [running] saison en cours
    [paused] suspendue
   *[other] terminée
}
league-opened = **{ $name }** (#{ $id }) est ouverte : { $game }. Joueurs par division : { $size } ; jours par saison : { $days }. Rejoins-la avec `/league join` ; la première saison commence { $starts }.
league-season-begun = **{ $name }** : la saison { $season } commence. Joueurs : { $players } ; divisions : { $divisions }. Les parties de chaque division s'ouvrent ici en fils ; vois `/league standings`.
league-postponed = **{ $name }** : trop peu de joueurs pour une saison, elle commence donc { $starts }. Rejoins-la avec `/league join`.
league-season-ended = **{ $name }** : la saison { $season } est finie.
league-champion = Champion : { $player }
league-promoted = ▲ Montent : { $players }
league-relegated = ▼ Descendent : { $players }
league-and-more = { $count } de plus
league-next-season = La prochaine saison commence { $starts } ; d'ici là, on peut entrer ou sortir.
league-waits = La ligue est suspendue : la prochaine saison attend la modération.
league-ended = **{ $name }** est terminée.
league-history-none = { $member } n'a encore joué aucune saison de cette ligue.
league-history-of = Saisons de { $member } :
league-history-line = Saison { $season } : division { $division } ({ $came })
league-history-finish = place { $rank }, points : { $points }
league-came-new = nouveau
league-came-up = monté
league-came-down = descendu
league-came-stay = resté
league-standings-title = { $name }, saison { $season }
league-division = Division { $division }
league-standings-live = Saison { $season }, en cours (divisions : { $divisions }).
league-standings-final = Saison { $season }, classement final (divisions : { $divisions }).
league-not-begun = La première saison de cette ligue n'a pas encore commencé.
privacy-kept-leagues = Ligues que tu as créées : { $count }.
privacy-kept-league-members = Ligues dont tu fais partie : { $count }.
privacy-kept-league-places = Tes saisons en ligue, avec divisions, places et points : { $count }.
