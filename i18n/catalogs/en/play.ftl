# Playing a match (bot/play/): move confirmations and board headlines, draws, resigning,
# aborts, history, replays, takebacks and rematches. Moves stay in the game's notation.

## Moves and boards
play-you-played = You played `{ $move }`.
play-you-played-board-later = You played `{ $move }`; the move counts, the board follows shortly.
play-move-headline = **{ $number }.** { $player } ({ $seat }) played `{ $move }`
play-board-after = { $moves ->
    [one] Board after 1 move
   *[other] Board after { $moves } moves
}
play-board-gave-up = The board after move { $number } could not be posted. The move counts; use `/match board` to see the position.
play-in-threads = Matches are played in their threads: go to { $threads }.
play-match-over = { $how ->
    [resignation] Match over (resignation).
    [draw_agreed] Match over (draw agreed).
    [abort] Match over (aborted).
    [moderator] Match over (a moderator's decision).
    [timeout] Match over (time ran out).
    [deadline] Match over (round deadline).
   *[rules] Match over.
}

## History and replays
play-no-moves-yet = No moves yet.
play-history-file-after-match = The replay file comes when the match is over: it would show the cards.
play-history-file-after-deal = The replay file comes when every table with this deal is over.
play-replay-of = Replay of match { $match }.
play-replay-posted = The replay is posted.
play-replay-not-finished = Only a finished match can be replayed.
play-replay-deal-still-played = Another table still plays these cards: replay it when that is over.

## Resigning and aborting
play-resign-confirm = Resign this match?
play-resign-button = Resign
play-you-resigned = You resigned.
play-resign-not-yours = Only the player who asked to resign can confirm it.
play-you-aborted = You aborted the match.

## Draws
play-draw-offered = { $member } offers a draw. { $opponent }, do you accept?
play-draw-offer-posted = Your draw offer is posted.
play-draw-you-accepted = You accepted the standing draw offer.
play-draw-agreed = Draw agreed: { $reason }.
play-draw-declined = { $member } declined the draw; play on.
play-accept-draw-button = Accept draw
play-decline-draw-button = Decline draw

## Takebacks and rematches
play-opponent-asked = Your opponent has been asked.
play-takeback-asked = { $member } asks to take back their last move. { $opponent }?
play-allow-takeback-button = Allow takeback
play-refuse-takeback-button = Refuse takeback
play-takeback-allowed = { $member } allowed the takeback.
play-takeback-refused = { $member } refused the takeback. Play on.
play-takeback-done = The last move was taken back.
play-takeback-hidden-cards = Moves stand in { $game }: the move you would take back has already shown you hidden cards.
play-takeback-own-move-only = You can only take back your own move, and only until your opponent replies.
play-takeback-match-over = This match is over.
play-takeback-no-request = There is no takeback request to answer.
play-takeback-not-yours = Only the opponent of the player asking can answer a takeback.
play-takeback-answered = This takeback request was already answered.
play-rematch-offered = { $member } offers a rematch. { $opponent }?
play-accept-rematch-button = Accept rematch
play-rematch-accepted = { $member } accepted the rematch.
play-rematch-heading = **Rematch**: { $players }
play-rematch-heading-computer = The computer accepts. **Rematch**: { $players }
play-rematch-computer-accepted = The computer accepted: play on.
play-rematch-players-only = Only the players of a match can offer a rematch.
play-rematch-round-deal = These cards were dealt for a whole tournament round: a rematch would deal them again, open for all to see; start a new challenge instead.
play-rematch-no-offer = There is no rematch offer to accept.
play-rematch-not-yours = Only the other player can accept this rematch.
play-rematch-answered = This rematch offer was already answered.
play-rematch-not-finished = A rematch can follow only a finished match.

## Why autocomplete offers no move (choice lines: plain text, at most 100 characters)
play-hint-no-match = No match here: /challenge someone to start one
play-hint-elsewhere = Your match is in #{ $channel }
play-hint-many-elsewhere = No match of yours here: /matches lists yours
play-hint-watching = You are watching this match: only its players move
play-hint-not-your-turn = Not your turn: { $seat } to move
play-hint-picked = That line only explains the list; it is not a move. Start typing after /move to see your legal moves.
play-yours-elsewhere = No match of yours is being played here: yours are in { $places }.
# A board that waited in its channel's line and covers the boards it superseded.
play-board-covers = { $moves ->
    [one] **{ $number }.** The board after move { $number }
   *[other] **{ $number }.** The board after move { $number }, covering the last { $moves } moves
}
review-not-finished = Only a finished match can be reviewed.
review-tournament-underway = This match was played in a tournament: its review opens once the tournament is over.
review-of = The computer's review of match { $match }: who stood better after each move, and the three biggest swings.
review-posted = The review is posted.
review-title = Review of match { $match }
review-ahead = { $seat } ahead
review-plies = moves
review-swing = Move { $number } ({ $seat }): { $played }; the computer preferred { $preferred }
review-swing-agreed = Move { $number } ({ $seat }): { $played }; the computer's choice too
