# Słowa rysowane na obrazkach i w ich tekście alternatywnym (render/).
render-seat = { $seat ->
    [dark] Ciemne
    [light] Jasne
    [black] Czarne
    [white] Białe
    [H] Poziomy
    [V] Pionowy
   *[other] { $seat }
}
render-title-and-reason = { $title }: { $reason }
render-waiting = Czekamy
render-to-move = Ruch: { $seat }
render-draw = Remis
render-wins = Wygrywa: { $seat }
render-start = Start
render-move-number = Ruch { $ply }
render-last-move = Ruch { $ply }: { $move }
render-alt-opening = { $title }, ruch { $ply }. { $situation }.
render-alt-last-move = Ostatni ruch: { $move }.
render-alt-last-move-by = Ostatni ruch: { $move }, gracz { $seat }.
render-run = { $first } do { $last }
render-powerup = { $powerup ->
    [S] Miecz
    [H] Tarcza
    [C] Armata
   *[T] Teleporter
}
render-powerup-on = { $powerup } na { $square }
render-powerups-unclaimed = Wolne ulepszenia: { $powerups }.
render-powerups-to-place = Ulepszenia wciąż ustawia: { $seats }.
render-king-holding = { $square } ({ $powerups })
render-draughtnauts-side = { $men ->
    [none] { $kings ->
        [none] { $seat }: brak pionków.
       *[other] { $seat }: damki na { $kings }.
    }
   *[other] { $kings ->
        [none] { $seat }: pionki na { $men }.
       *[other] { $seat }: pionki na { $men }; damki na { $kings }.
    }
}
render-draagostat-pool = Zapas: { $seat }
render-draagostat-pool-count = { $stories ->
    [one] { $stories } piętro
    [few] { $stories } piętra
   *[many] { $stories } pięter
}, { $citadels ->
    [one] { $citadels } cytadela
    [few] { $citadels } cytadele
   *[many] { $citadels } cytadel
}
render-draagostat-piece = { $piece ->
    [builder] budowniczy
   *[dragon] smok
} na { $square }{ $captive ->
    [yes] {" "}(więziony)
   *[no] {""}
}
render-draagostat-building = { $height ->
    [1] jedno piętro
    [2] dwa piętra
   *[other] cytadela
} { $square }
render-draagostat-side = { $seat }: { $pieces }; budynki: { $buildings ->
    [none] brak
   *[other] { $buildings }
}; zapas { $pool }.
render-draagostat-city = Miasto: { $squares }.
render-grid-reserves = { $seat }: { $units } na planszy, rezerwa { $reserve }
render-grid-board = Plansza { $size } na { $size }.
render-grid-side = { $seat }: { $units ->
    [one] { $units } jednostka
    [few] { $units } jednostki
   *[many] { $units } jednostek
} ({ $squares ->
    [none] brak
   *[other] { $squares }
}), rezerwa { $reserve }.
render-grid-fate = { $seat } { $fate ->
    [kept] zostaje
    [discarded] odrzucona
    [destroyed] zniszczona
   *[turned] przejęta
}
render-grid-conflict = Konflikt ({ $kind ->
    [majority] przewaga
    [tie] remis
   *[surround] okrążenie
}) na { $squares }: { $fates }.
render-grid-reinforced = Posiłki: { $squares }.
render-cards-deck = Talia { $cards }
render-cards-discard = Odrzucone { $cards }
render-cards-hand = Twoja ręka, { $seat }: { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[many] { $cards } kart
}
render-cards-hand-words = Twoja ręka, { $seat }: { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[many] { $cards } kart
}{ $listed ->
    [none] .
   *[other] : { $listed }.
}
render-cards-table-card = { $card } na { $cell }{ $royal ->
    [none] {""}
   *[other] {" "}umocniona przez { $royal }
}
render-cards-side = { $seat } ma na stole { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
} ({ $cards }) i { $hand } na ręce.
render-cards-piles = Talia { $deck }; stos odrzuconych { $discard }{ $top ->
    [none] .
   *[other] , na wierzchu { $top }.
}
render-bracket-bye = wolny los
render-standings-rank = #
render-standings-player = Gracz
render-standings-points = Punkty
render-standings-record = W-R-P
render-standings-withdrawn = { $name } (wycofany)
render-bracket-words = { $title }, drabinka pucharowa. { $matches }
render-bracket-match = { $section }, runda { $round }: { $top } przeciw { $bottom }.
render-bracket-match-won = { $section }, runda { $round }: { $winner } pokonuje { $loser }.
render-bracket-match-bye = { $section }, runda { $round }: { $player } przechodzi dalej z wolnym losem.
render-bracket-undecided = gracz jeszcze nieznany
render-standings-words = { $title }, tabela. { $rows }
render-standings-row = { $rank }. { $name }: { $points } pkt, { $wins }-{ $draws }-{ $losses } (W-R-P).
# The headline of a match called off (its result line says why).
render-aborted = Przerwana
# The league standings' alt text (render/league.py).
render-league-up = Awansują: { $players }.
render-league-down = Spadają: { $players }.
# The team battle standings (render/team_battle.py).
render-battle-team = Drużyna
render-battle-score = Punkty
render-battle-scorers = Najlepsi
render-battle-row = { $rank }. { $team }: { $score } (najlepsi: { $scorers }).
