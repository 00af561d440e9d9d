# Domination (the card game): refusals and endings (games/domination_cards/).
game-cards-how-to-write = explore with E7@2,0, conquer with C7:1,0>2,0 (blitz steps follow after a space, like 4>3,0), fortify with FQ@1,0
game-cards-not-a-card = { $royals ->
    [yes] { $card } is not a card of this deck (values 1 to { $top } and the royals J, Q, K)
   *[no] { $card } is not a card of this deck (values 1 to { $top })
}
game-cards-mismatch = missing: { $missing ->
    [none] nothing
   *[other] { $missing }
}; extra: { $extra ->
    [none] nothing
   *[other] { $extra }
}
game-cards-complete-group = { $seat } holds a connected group with every value 1-{ $top }
game-cards-deck-out = the deck is out and { $seat } has no cards left
game-cards-stuck = { $seat } has no legal turn with the cards in hand
game-cards-points-draw = { $why }; both best groups hold { $values } values: a draw
game-cards-points-win = { $why }; { seat-domination-cards-H }'s best group holds { $h } values, { seat-domination-cards-V }'s { $v }: { $seat } wins
game-cards-take-empty = { $cell } is empty: there is nothing to take
game-cards-take-own = { $cell } is already yours
game-cards-take-fortified = { $cell } is fortified with a { $royal }: only a { $royal } can take it
game-cards-take-last = { $cell } is { $seat }'s last card, and a player's last card is never taken
game-cards-explore-royal = a royal cannot be explored: use it to conquer or to fortify
game-cards-explore-taken = { $cell } already holds a card
game-cards-explore-alone = { $cell } touches no card: explore next to a card on the table
game-cards-fortify-royal = only a royal (J, Q or K) can fortify a card
game-cards-fortify-foreign = { $cell } is not one of your cards: you can only fortify your own
game-cards-fortify-twice = { $cell } is already fortified with a { $royal }
game-cards-conquer-anchor = { $cell } is not one of your cards: a conquest starts from yours
game-cards-blitz-royal = a royal may begin a conquest but never blitz
game-cards-conquer-match = { $cell } is a { $card }: the card you discard must match it
game-cards-not-neighbours = { $cell } is not next to { $source }
game-cards-not-in-hand = you have no { $card } to discard (in hand: { $hand ->
    [none] nothing
   *[other] { $hand }
})
game-cards-no-anchor = none of your cards next to { $cell } matches a { $card }
game-cards-not-a-move = { $move } is not a Domination move
game-cards-position-card = unreadable card in the position: { $reason }
game-cards-position-turn = turn must be H or V, not { $given }
game-cards-position-sections = a position has the sections { $sections }, in that order
game-cards-position-hidden = { $given } hides cards: only a full position text can be read back
game-cards-position-entry = { $given } is not a table card (write it like H7@1,0 or V5[Q]@0,1)
game-cards-position-two-cards = two cards lie on { $cell }
game-cards-position-royal-card = { $given }: a royal cannot lie on the table as a card
game-cards-position-fortification = { $given }: only a royal (with royal=true) can fortify a card
game-cards-position-deck = the cards in the position are not this deck ({ $mismatch })
game-cards-position-hand-full = { $seat } holds { $cards } cards; a hand holds { $hand }
game-cards-position-hand-short = { $seat } holds { $cards } cards while the deck lasts; hands are refilled to { $hand } after every turn
game-cards-position-connected = the cards on the table must form one connected group
game-cards-position-no-card = { $seat } has no card on the table, but a last card is never taken
game-cards-royal-deck = Royal Domination (royal=true) is played with the standard deck only
game-cards-order-card = option 'order': { $reason }
game-cards-order-cards = order must list the { $size } cards of this deck, each as often as the deck holds it ({ $mismatch })
seat-domination-cards-H = Horizontal
seat-domination-cards-V = Vertical
