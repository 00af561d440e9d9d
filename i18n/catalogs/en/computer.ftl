# The computer as an opponent (bot/computer/). $level is a level's name (easy, medium,
# hard, from the command choices), $seat a seat and $move a move as the game writes them.
ai-player = the computer ({ $level })
ai-name = computer ({ $level })
ai-moved = **{ $number }.** { $player } ({ $seat }) played `{ $move }`
ai-resigns = The computer resigns: its position is lost. Well played!
ai-accepts-draw = The computer accepts the draw.
ai-declines-draw = The computer declines the draw: it likes its position. Play on.
ai-challenge-taken = { $player } takes on the computer ({ $level }) at **{ $game }**, playing { $seat }.
ai-thread = { $game } · computer ({ $level })
ai-seated = { $player } ({ $seat }, computer { $level })
ai-member-seated = { $player } ({ $seat })
ai-first-board = **{ $game }**: { $players }
ai-took-back = { $moves ->
    [one] { $player } took back your last move; the computer allowed it.
   *[other] { $player } took back your last move and its answer; the computer allowed it.
}

# Answers, only for the member who asked.
ai-ready = Your match is ready in { $place }.
ai-taken-back = Taken back: your move.
ai-rated = New matches against the computer are rated: each level has its own rating.
ai-unrated = Matches against the computer are unrated here.

# Refusals.
ai-unknown-level = The levels are { $levels }.
ai-no-tournament-rematch = The computer plays rematches of casual games only: start one with /computer play.
ai-takeback-elsewhere = Against the computer, take your move back with /computer takeback.
ai-match-over = This match is over.
ai-takeback-players-only = Only the member playing the computer here can take a move back.
ai-takeback-hidden-cards = Moves stand in { $game }: they have shown you hidden cards.
ai-takeback-rated = The computer allows takebacks only in unrated matches.
ai-takeback-nothing = You have no move to take back yet.
