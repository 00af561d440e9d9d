# What every game's engine may say (games/contract.py, games/typed_text.py, games/__init__.py, ai/).
# Seats as end reasons stored before games named them per game (seat-<game>-<seat>) hold them.
game-seat = { $seat ->
    [dark] dark
    [light] light
    [black] black
    [white] white
   *[other] { $seat }
}
game-over = the game is over: { $reason }
game-no-seat = there is no seat { $seat }: the seats are { $seats }
game-replay-refused = move { $number } { $move }: { $reason }
game-position-refused = position: { $reason }
game-unknown = there is no game called { $game } (games: { $games })
game-no-move-given = no move given: { $how }
game-not-a-move = { $move } is not a move: { $how }
game-problems = { $first }; { $rest }
game-option-unknown = there is no option { $option }; the options are { $options }
game-option-twice = option { $option } is given twice
game-option-problem = option { $option }: { $problem }
game-option-not-bool = should be true or false, not { $given }
game-option-not-whole = should be a whole number, not { $given }
game-option-not-one-of = should be one of { $allowed }, not { $given }
game-option-too-small = should be { $bound } or more, not { $given }
game-option-too-large = should be { $bound } or less, not { $given }
game-option-refused = this value cannot be used
game-ai-unknown-level = there is no level { $level } (choose from { $levels })
game-ai-no-engine = the computer does not play { $game }
# The bot's lines that show how a game ended (bot/core/board_post.py, bot/core/matches.py, bot/play/draw_buttons.py).