# Draughtnauts: refusals and endings (games/draughtnauts/).
game-draughtnauts-how-to-write = write steps like 11-15, captures like 22x15x6, a cannon shot like 18C23, a teleport like 18T5
game-draughtnauts-setup-letters = a setup names each of S, H, C and T once, e.g. 'setup SHCT'
game-draughtnauts-squares = squares are numbered 1 to 32
game-draughtnauts-ambiguous = that could mean { $moves }: write the capture in full
game-draughtnauts-no-pieces = { $seat } has no pieces left
game-draughtnauts-no-moves = { $seat } has no legal move
game-draughtnauts-repetition = draw by threefold repetition
game-draughtnauts-forty-moves = draw: forty moves by each side without a capture or a man move
game-draughtnauts-place-first = { $seat } must first place its power-ups, e.g. 'setup SHCT'
game-draughtnauts-setup-over = power-ups are placed only in the setup phase, before the first move
game-draughtnauts-square-empty = square { $square } is empty
game-draughtnauts-not-your-piece = square { $square } holds a { $owner } piece; it is { $seat }'s turn
game-draughtnauts-sword-twice = only a piece holding a Sword may move twice in one turn
game-draughtnauts-sword-second = a Sword's second move must be a step or capture of the same piece, and may not jump a piece twice
game-draughtnauts-no-powerup = the piece on { $square } holds no { $powerup ->
    [S] Sword
    [H] Shield
    [C] Cannon
   *[T] Teleporter
}
game-draughtnauts-teleport-occupied = a Teleporter needs an empty destination, and square { $square } is not
game-draughtnauts-cannon-range = a Cannon fires only at a diagonally adjacent square, and { $square } is not
game-draughtnauts-cannon-no-target = square { $square } holds no { $seat } piece to shoot
game-draughtnauts-must-capture = capturing is compulsory here: { $captures }
game-draughtnauts-no-capture-path = no capture leads from { $start } to { $landing }
game-draughtnauts-capture-continues = the capture must go on while the piece can jump again
game-draughtnauts-capture-too-far = that capture goes further than the rules allow: crowning ends a move
game-draughtnauts-not-step-or-jump = { $start } to { $landing } is neither a diagonal step nor a jump
game-draughtnauts-jump-needs-piece = a jump from { $start } to { $landing } needs a { $seat } piece on { $over }
game-draughtnauts-square-occupied = square { $square } is not empty
game-draughtnauts-men-forward = men move and capture forward only; only kings go backwards
game-draughtnauts-position-shape = a position reads like B:W21,22,K30:B1,2 (side to move, then each side's squares)
game-draughtnauts-position-field = the field { $field } is not understood or comes twice
game-draughtnauts-position-both-sides = a position needs both a W field and a B field
game-draughtnauts-position-powerups-off = this position has power-ups, but the match has powerups=off
game-draughtnauts-position-token = { $token } is not a square, a king like K30 or a range like 1-12
game-draughtnauts-position-token-squares = { $token }: squares are numbered 1 to 32
game-draughtnauts-position-king-powerups = { $token }: only a single king can hold power-ups
game-draughtnauts-position-unclaimed-token = { $token } is not a square and a power-up letter like 31C
game-draughtnauts-position-unclaimed-row = { $token }: power-ups lie only on squares 1-4 and 29-32
game-draughtnauts-position-two-powerups = square { $square } is given two power-ups
game-draughtnauts-position-square-twice = square { $square } is given twice
game-draughtnauts-position-crowned = a man on { $square } would already have been crowned
game-draughtnauts-position-king-holds = the king on { $square } holds at most two different power-ups
game-draughtnauts-position-powerup-letters = the king on { $square }: power-ups are S, H, C and T
game-draughtnauts-position-same-powerup = { $side } has the same power-up twice
game-draughtnauts-position-setup-choose = a setup phase exists only with powerups=choose
game-draughtnauts-position-setup-phase = in the setup phase no power-up is held, and only Dark's four may be placed, when Light is to place its own
seat-draughtnauts-dark = Dark
seat-draughtnauts-light = Light
