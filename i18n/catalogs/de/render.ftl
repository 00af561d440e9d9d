# Wörter auf den Bildern und in ihrem Alternativtext (render/).
render-seat = { $seat ->
    [dark] Dunkel
    [light] Hell
    [black] Schwarz
    [white] Weiß
    [H] Horizontal
    [V] Vertikal
   *[other] { $seat }
}
render-title-and-reason = { $title }: { $reason }
render-waiting = Warten
render-to-move = { $seat } ist am Zug
render-draw = Remis
render-wins = { $seat } gewinnt
render-start = Start
render-move-number = Zug { $ply }
render-last-move = Zug { $ply }: { $move }
render-alt-opening = { $title }, Zug { $ply }. { $situation }.
render-alt-last-move = Letzter Zug: { $move }.
render-alt-last-move-by = Letzter Zug: { $move } von { $seat }.
render-run = { $first } bis { $last }
render-powerup = { $powerup ->
    [S] Schwert
    [H] Schild
    [C] Kanone
   *[T] Teleporter
}
render-powerup-on = { $powerup } auf { $square }
render-powerups-unclaimed = Freie Power-ups: { $powerups }.
render-powerups-to-place = Power-ups noch aufzustellen: { $seats }.
render-king-holding = { $square } ({ $powerups })
render-draughtnauts-side = { $men ->
    [none] { $kings ->
        [none] { $seat } hat keine Steine.
       *[other] { $seat }: Damen auf { $kings }.
    }
   *[other] { $kings ->
        [none] { $seat }: Steine auf { $men }.
       *[other] { $seat }: Steine auf { $men }; Damen auf { $kings }.
    }
}
render-draagostat-pool = Vorrat { $seat }
render-draagostat-pool-count = { $stories ->
    [one] { $stories } Stockwerk
   *[other] { $stories } Stockwerke
}, { $citadels ->
    [one] { $citadels } Zitadelle
   *[other] { $citadels } Zitadellen
}
render-draagostat-piece = { $piece ->
    [builder] Baumeister
   *[dragon] Drache
} auf { $square }{ $captive ->
    [yes] {" "}(gefangen)
   *[no] {""}
}
render-draagostat-building = { $height ->
    [1] Einstockhaus
    [2] Zweistockhaus
   *[other] Zitadelle
} { $square }
render-draagostat-side = { $seat }: { $pieces }; Gebäude: { $buildings ->
    [none] keine
   *[other] { $buildings }
}; Vorrat { $pool }.
render-draagostat-city = Stadt: { $squares }.
render-grid-reserves = { $seat }: { $units } auf dem Brett, Reserve { $reserve }
render-grid-board = Brett { $size } mal { $size }.
render-grid-side = { $seat }: { $units ->
    [one] { $units } Einheit
   *[other] { $units } Einheiten
} ({ $squares ->
    [none] keine
   *[other] { $squares }
}), Reserve { $reserve }.
render-grid-fate = { $seat } { $fate ->
    [kept] bleibt
    [discarded] abgelegt
    [destroyed] zerstört
   *[turned] übergelaufen
}
render-grid-conflict = Konflikt ({ $kind ->
    [majority] Mehrheit
    [tie] Gleichstand
   *[surround] Umzingelung
}) auf { $squares }: { $fates }.
render-grid-reinforced = Verstärkt: { $squares }.
render-cards-deck = Deck { $cards }
render-cards-discard = Ablage { $cards }
render-cards-hand = Deine Hand, { $seat }: { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}
render-cards-hand-words = Deine Hand, { $seat }: { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}{ $listed ->
    [none] .
   *[other] : { $listed }.
}
render-cards-table-card = { $card } auf { $cell }{ $royal ->
    [none] {""}
   *[other] {" "}befestigt mit { $royal }
}
render-cards-side = { $seat } hat { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} ({ $cards }) auf dem Tisch und { $hand } auf der Hand.
render-cards-piles = Deck { $deck }; Ablagestapel { $discard }{ $top ->
    [none] .
   *[other] , oberste Karte { $top }.
}
render-bracket-bye = Freilos
render-standings-rank = #
render-standings-player = Spieler
render-standings-points = Punkte
render-standings-record = S-R-N
render-standings-withdrawn = { $name } (raus)
render-bracket-words = { $title }, K.-o.-Baum. { $matches }
render-bracket-match = { $section }, Runde { $round }: { $top } gegen { $bottom }.
render-bracket-match-won = { $section }, Runde { $round }: { $winner } besiegte { $loser }.
render-bracket-match-bye = { $section }, Runde { $round }: { $player } kommt per Freilos weiter.
render-bracket-undecided = ein noch offener Platz
render-standings-words = { $title }, Tabelle. { $rows }
render-standings-row = { $rank }. { $name }: { $points } Pkt., { $wins }-{ $draws }-{ $losses } (S-R-N).
# The headline of a match called off (its result line says why).
render-aborted = Abgebrochen
# The league standings' alt text (render/league.py).
render-league-up = Steigen auf: { $players }.
render-league-down = Steigen ab: { $players }.
# The team battle standings (render/team_battle.py).
render-battle-team = Team
render-battle-score = Punkte
render-battle-scorers = Beste
render-battle-row = { $rank }. { $team }: { $score } (beste: { $scorers }).
