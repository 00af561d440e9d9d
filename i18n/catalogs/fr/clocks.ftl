# Pendules, vacances et réglages de cadence (bot/clocks/).
pace-control = { $per_move } par coup
pace-control-with-reserve = { $per_move } par coup + { $reserve } de réserve
pace-line = Pendule ({ $control }) : { $sides }
pace-side = { $state ->
    [running] { $seat } { $left } (en marche)
    [paused] { $seat } { $left } (en pause)
   *[idle] { $seat } { $left }
}
pace-side-with-reserve = { $state ->
    [running] { $seat } { $left } (réserve { $reserve }) (en marche)
    [paused] { $seat } { $left } (réserve { $reserve }) (en pause)
   *[idle] { $seat } { $left } (réserve { $reserve })
}
pace-claim-win = Réclamer la victoire
pace-away = { $seat } est en vacances jusqu'au { $until }.
pace-days = { $count ->
    [one] un jour
   *[other] { $count } jours
}
pace-hours = { $count ->
    [one] une heure
   *[other] { $count } heures
}
pace-minutes = { $count ->
    [one] une minute
   *[other] { $count } minutes
}
pace-none = Cette partie n'a pas de pendule.
pace-claimed = Tu as réclamé la victoire au temps.
pace-vacation-started = Bonnes vacances ! Retour le { $until }.
pace-vacation-ended = Bon retour : tes pendules tournent de nouveau.
pace-vacation-status-home = Tu n'es pas en vacances. Reste ce mois-ci : { $left }.
pace-vacation-status-away = Tu es en vacances jusqu'au { $until }. Reste ce mois-ci : { $left }.
pace-no-matches = { $member } n'a aucune partie en cours ici.
pace-matches = Parties en cours de { $member } :
    { $matches }
pace-percent = { $percent } %
pace-no-reminders = aucun moment
pace-settings = Cadence par défaut : { $control } ({ $described }).
    Rappels à { $reminders } du temps d'un joueur.
    { $timeout ->
        [automatic] Dépasser son temps fait perdre aussitôt.
       *[claimed] Dépasser son temps permet à l'adversaire de réclamer la victoire.
    }
    Vacances : { $days ->
        [one] un jour par mois.
       *[other] { $days } jours par mois.
    }
pace-not-a-control = « { $text } » n'est pas une cadence : écris des jours ou des minutes par coup comme « 3d » ou « 10m », éventuellement avec une réserve comme « 3d+7d ».
pace-per-move-range = Le temps par coup doit être entre 1{ $unit } et { $most }.
pace-reserve-unit = Écris la réserve dans la même unité que le temps par coup.
pace-reserve-range = La réserve peut être au plus de { $most }.
pace-none-running = Aucune pendule ne tourne dans cette partie.
pace-claim-players-only = Seul un joueur de cette partie peut réclamer la victoire.
pace-out-of-step = Cette pendule n'est pas à jour avec la partie ; pas de victoire au temps avec elle.
pace-own-clock = C'est ta propre pendule qui tourne.
pace-never-runs-out = La pendule de ton adversaire ne s'écoule jamais.
pace-opponent-has-time = Ton adversaire a encore { $left } à la pendule.
pace-vacation-too-short = Des vacances durent au moins un jour.
pace-vacation-already = Tu es déjà en vacances ; termine-les d'abord pour les changer.
pace-vacation-too-long = C'est plus de vacances qu'il ne t'en reste ce mois-ci ({ $left }).
pace-not-on-vacation = Tu n'es pas en vacances.
pace-not-percentages = « { $text } » n'est pas une liste de pourcentages comme 50,90.
pace-percentage-range = Les pourcentages de rappel vont de 1 à 99.
pace-your-turn = C'est maintenant à toi de jouer : il n'y a pas de victoire à réclamer.
