# Words drawn on the pictures and their alt text (render/).
render-seat = { $seat ->
    [dark] Dark
    [light] Light
    [black] Black
    [white] White
    [H] Horizontal
    [V] Vertical
   *[other] { $seat }
}
render-title-and-reason = { $title }: { $reason }
render-waiting = Waiting
render-to-move = { $seat } to move
render-draw = Draw
render-wins = { $seat } wins
render-start = Start
render-move-number = Move { $ply }
render-last-move = Move { $ply }: { $move }
render-alt-opening = { $title }, move { $ply }. { $situation }.
render-alt-last-move = Last move: { $move }.
render-alt-last-move-by = Last move: { $move } by { $seat }.
render-run = { $first } to { $last }
render-powerup = { $powerup ->
    [S] Sword
    [H] Shield
    [C] Cannon
   *[T] Teleporter
}
render-powerup-on = { $powerup } on { $square }
render-powerups-unclaimed = Unclaimed power-ups: { $powerups }.
render-powerups-to-place = Still to place power-ups: { $seats }.
render-king-holding = { $square } ({ $powerups })
render-draughtnauts-side = { $men ->
    [none] { $kings ->
        [none] { $seat } has no pieces.
       *[other] { $seat } kings on { $kings }.
    }
   *[other] { $kings ->
        [none] { $seat } men on { $men }.
       *[other] { $seat } men on { $men }; kings on { $kings }.
    }
}
render-draagostat-pool = { $seat } pool
render-draagostat-pool-count = { $stories ->
    [one] { $stories } story
   *[other] { $stories } stories
}, { $citadels ->
    [one] { $citadels } citadel
   *[other] { $citadels } citadels
}
render-draagostat-piece = { $piece ->
    [builder] builder
   *[dragon] dragon
} on { $square }{ $captive ->
    [yes] {" "}(captive)
   *[no] {""}
}
render-draagostat-building = { $height ->
    [1] one-story
    [2] two-story
   *[other] citadel
} { $square }
render-draagostat-side = { $seat }: { $pieces }; buildings: { $buildings ->
    [none] nothing
   *[other] { $buildings }
}; pool { $pool }.
render-draagostat-city = City: { $squares }.
render-grid-reserves = { $seat }: { $units } on board, reserve { $reserve }
render-grid-board = Board { $size } by { $size }.
render-grid-side = { $seat }: { $units ->
    [one] { $units } unit
   *[other] { $units } units
} ({ $squares ->
    [none] none
   *[other] { $squares }
}), reserve { $reserve }.
render-grid-fate = { $seat } { $fate ->
    [kept] kept
    [discarded] discarded
    [destroyed] destroyed
   *[turned] turned
}
render-grid-conflict = Conflict ({ $kind ->
    [majority] majority
    [tie] tie
   *[surround] surround
}) at { $squares }: { $fates }.
render-grid-reinforced = Reinforced: { $squares }.
render-cards-deck = Deck { $cards }
render-cards-discard = Discard { $cards }
render-cards-hand = Your hand, { $seat }: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
render-cards-hand-words = Your hand, { $seat }: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}{ $listed ->
    [none] .
   *[other] : { $listed }.
}
render-cards-table-card = { $card } at { $cell }{ $royal ->
    [none] {""}
   *[other] {" "}fortified by { $royal }
}
render-cards-side = { $seat } holds { $count ->
    [one] { $count } card
   *[other] { $count } cards
} ({ $cards }) and has { $hand } in hand.
render-cards-piles = Deck { $deck }; discard pile { $discard }{ $top ->
    [none] .
   *[other] , top card { $top }.
}
render-bracket-bye = bye
render-standings-rank = #
render-standings-player = Player
render-standings-points = Points
render-standings-record = W-D-L
render-standings-withdrawn = { $name } (out)
render-bracket-words = { $title }, elimination bracket. { $matches }
render-bracket-match = { $section }, round { $round }: { $top } against { $bottom }.
render-bracket-match-won = { $section }, round { $round }: { $winner } beat { $loser }.
render-bracket-match-bye = { $section }, round { $round }: { $player } goes through with a bye.
render-bracket-undecided = a player still to be decided
render-standings-words = { $title }, standings. { $rows }
render-standings-row = { $rank }. { $name }: { $points } pts, { $wins }-{ $draws }-{ $losses } (W-D-L).
# The headline of a match called off (its result line says why).
render-aborted = Aborted
# The league standings' alt text (render/league.py).
render-league-up = Moving up: { $players }.
render-league-down = Moving down: { $players }.
# The team battle standings (render/team_battle.py).
render-battle-team = Team
render-battle-score = Score
render-battle-scorers = Top scorers
render-battle-row = { $rank }. { $team }: { $score } (top scorers: { $scorers }).
