# Domination 16x16: refusals and endings (games/domination_grid/).
game-grid-empty-move = the move is empty: write the paths of your units, or 'pass'
game-grid-not-a-path = { $path } is not a path: join squares with dashes, like c2-c3 or c2-c4
game-grid-not-a-square = { $square } is not a square: name it by file and rank, like c2
game-grid-off-board = there is no square { $square } on the { $size }x{ $size } board
game-grid-goes-nowhere = { $leg } goes nowhere: a path must leave its square
game-grid-not-straight = { $leg } is not a straight line: units step along files and ranks only
game-grid-too-many-steps = a turn has at most { $most } steps, and this one has { $steps }
game-grid-step = step { $number }, { $step }: { $problem }
game-grid-no-square = there is no square { $square } on this board
game-grid-step-edge = a step goes to a square sharing an edge with { $square }
game-grid-no-unit = { $held ->
    [black] { $square } holds a black unit, so there is no unit of yours to move
    [white] { $square } holds a white unit, so there is no unit of yours to move
   *[other] { $square } is empty, so there is no unit of yours to move
}
game-grid-occupied = { $square } is occupied
game-grid-not-a-turn = { $move } is not a turn of Domination 16x16
game-grid-no-units-left = neither side has a unit left on the board
game-grid-units-gone = { $seat } has no units left on the board
game-grid-repetition = the same board, side to move and reserves came up for the third time
game-grid-position-parts = a position has four parts separated by spaces: the ranks from the top joined by '/', the side to move (b or w) and the reserves, like 'b=0 w=0'
game-grid-position-ranks = the board has { $ranks } ranks, but this match is played on { $size }x{ $size } (choose the size with the size option)
game-grid-position-rank-length = rank { $rank } has { $squares } squares instead of { $size }
game-grid-position-rank-letters = rank { $rank } contains { $letters }: use b, w and . only
game-grid-position-side = the side to move must be b or w, not { $given }
game-grid-position-reserves = the reserves must read 'b=N w=N', not { $given }
game-grid-position-conflict = { $square } and { $other } hold opposing units side by side, but conflicts are always settled before a turn begins
game-grid-position-units = the position has { $units } units on the board and in reserve, but the armies start with { $start } together and units are never created
game-grid-board-size = the board size must be an even number from { $low } to { $high }, not { $given }
seat-domination-grid-black = Black
seat-domination-grid-white = White
