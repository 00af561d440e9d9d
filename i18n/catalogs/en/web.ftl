# The match pages in the browser (bot/web/): the board's link, /match link, the page.
web-open-in-browser = Open in browser
web-link-private = Your private link to this match's page, with your hand: keep it to yourself. It works for 7 days{ $revoked ->
    [yes] ; every link you were given before no longer opens.
   *[no] .
}
web-link-pages-off = This server's match pages are off (or this bot serves no pages).
web-moves = Moves
web-start = Start
web-first = Start position
web-previous = Previous move
web-next = Next move
web-last = Latest position
web-position = Position
web-board = The board as a table
web-table-where = Square
web-table-what = What is there
web-history = Download the history file
web-your-hand = Your own view
web-review = The computer's review
web-keys = The arrow keys step through the moves; Home and End jump to the start and the latest position.
web-after-move = After move { $ply }: { $move }
web-to-move = { $seat } to move
web-result-win = { $seat } won: { $reason }
web-result-draw = Draw: { $reason }
web-result-aborted = Called off: { $reason }
web-cell-piece = { $seat } { $piece ->
    [king] king
    [dragon] dragon
    [builder] builder
   *[man] man
}{ $captive ->
    [yes] {" "}(captive)
   *[no] {""}
}
web-cell-holding = { $piece } holding { $powerups }
web-cell-powerup = Power-up: { $powerup }
web-cell-building = { $seat } { $height ->
    [1] one-story building
    [2] two-story building
   *[other] citadel
}
web-cell-unit = { $seat } unit
web-cell-card = { $seat } card { $card }{ $royal ->
    [none] {""}
   *[other] , fortified by { $royal }
}
web-row-hand = { $seat }'s hand
web-row-deck = Deck
web-row-discard = Discard pile
web-cards = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
web-discard = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}{ $top ->
    [none] {""}
   *[other] , top card { $top }
}
