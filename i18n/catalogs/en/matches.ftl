# Matches (bot/core/): board captions, result lines, the hand button and the refusals
# of MatchService. Seats (dark, light, H, V...) and game ids stay as the game names them.

## The status line under every board
match-to-move = { $player } ({ $seat }) to move.
match-result-win = **{ $player } ({ $seat }) wins**: { $reason }.
match-result-draw = **Draw**: { $reason }.
match-result-aborted = **Match aborted**: { $reason }.
match-reason-resigned = { $seat } resigned
match-reason-draw-agreed = the players agreed to a draw
match-reason-timeout = { $seat } ran out of time
match-reason-aborted = called off before the game got going
match-reason-decided = { $reason }, decided by a moderator

match-players = { $first } ({ $first_seat }) vs { $second } ({ $second_seat })

## The hand of the card game
match-show-hand = Show my hand
match-your-hand = Your hand ({ $seat }):
match-hand-players-only = Only the two players of this match have a hand to show.

## Refusals
match-not-found = There is no match number { $match }.
match-not-found-here = There is no match number { $match } here.
match-not-here = That match is not played here.
match-none-here = No match is being played here: `/matches` lists the matches being played; start one with `/challenge`.
match-none-yet = No match has been played here yet.
match-seats-needed = { $game } needs the seats { $seats }.
match-channel-busy = A match is already being played here: finish it first (its players can end it with `/match resign`), or play in another channel or thread.
match-draw-already-offered = Your draw offer is already on the table.
match-draw-own-offer = You made this offer; your opponent decides.
match-draw-answered = This draw offer was already answered, or a move ended it.
match-abort-too-late = Both players have moved: resign or offer a draw instead.
match-moved-meanwhile = A move was played meanwhile; look at the board again.
match-no-such-seat = “{ $seat }” is not a seat of this game (seats: { $seats }).
match-request-lapsed = A move was played since the request, so it has lapsed.
match-over = This match is over: { $reason }.
match-not-a-player = You are not playing in this match.
match-watching = You are watching this match, not playing in it.
match-not-your-turn = It is not your turn: { $seat } is to move.
match-lost-race = Another change to this match landed first; look at the board and retry.
match-game-not-allowed = This server does not allow { $game }.
match-deal-fixed = The cards are dealt by the bot: leave out the options that fix them.
match-option-malformed = “{ $option }” is not an option: write key=value, e.g. size=8.
match-option-twice = The option “{ $option }” is given twice.
match-seats-domination-cards = H plays horizontally, sitting below the table; V plays vertically, from its side. `/rules` tells the rest.

## Why the bot ended a match itself (stored as these ids, worded when read)
match-reason-moderator = a moderator decided the game
match-reason-withdrew = the opponent withdrew from the tournament
match-reason-round-deadline = the round deadline passed
match-reason-substituted = a player was replaced by a substitute
match-reason-cancelled = the tournament was cancelled
