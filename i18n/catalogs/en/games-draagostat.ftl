# Draagostat: refusals and endings (games/draagostat/).
game-draagostat-building = a { $seat ->
    [dark] dark
   *[light] light
} { $height ->
    [1] one-story
    [2] two-story
   *[other] citadel
}
game-draagostat-height = { $height ->
    [0] bare ground
    [1] a one-story
    [2] a two-story
   *[other] a citadel
}
game-draagostat-piece = the { $seat ->
    [dark] dark
   *[light] light
} { $piece ->
    [builder] builder
   *[dragon] dragon
}
game-draagostat-dominion = Dominion! { $seat } holds the city { $squares }
game-draagostat-repetition = the same position occurred for the third time
game-draagostat-how-to-write = write a step as Bb2-b3, an attack as Dc2xc3>d1, a build as +b2, -b2 or #b2, a carry as Bb2^b3, a rescue as Dc2-c3*a1
game-draagostat-not-a-move = { $move } is not a Draagostat move
game-draagostat-step-onto-building = { $square } holds { $building }: a builder may only step onto bare ground or its own buildings
game-draagostat-lightning-building = { $square } holds { $building }: lightning may not strike a corner with an opposing building
game-draagostat-not-captive-there = your builder is not held captive on { $square }
game-draagostat-rescue-attacks = { $square } holds { $piece }: the rescue attacks it, written { $written }<square>><square>
game-draagostat-build-under-dragon = your builder shares { $square } with your dragon and cannot build there
game-draagostat-build-on-foreign = { $square } holds { $building }: a builder builds only on bare ground or its own buildings
game-draagostat-citadel-permanent = the citadel on { $square } is permanent: nothing is built on it or taken off
game-draagostat-no-third-story = there is no third story: the two-story on { $square } can be converted (#{ $square }) or carried from
game-draagostat-no-stories-left = all four of your stories are on the board
game-draagostat-no-story-there = there is no story on { $square } to remove or convert
game-draagostat-carry-under-dragon = your builder shares { $square } with your dragon and cannot carry from it
game-draagostat-carry-from = a builder carries only from its own two-story, and { $square } holds { $height }
game-draagostat-carry-onto = { $square } holds { $building }: a carried story goes only onto bare ground
game-draagostat-carry-onto-piece = { $square } holds { $piece }: a story is carried only onto an empty square
game-draagostat-not-there = your { $piece ->
    [builder] builder
   *[dragon] dragon
} stands on { $square }, not on { $named }
game-draagostat-builder-captive = your builder is held captive on { $square }: it cannot act until your dragon frees it
game-draagostat-not-orthogonal = { $action ->
    [step] a builder steps
    [attack] a builder attacks
   *[carry] a builder carries
} only one square orthogonally, and { $square } is not next to { $origin }
game-draagostat-onto-foe = { $square } holds { $piece }: moving onto it is an attack, written { $written }<where it goes>
game-draagostat-reach-captive = your builder is held captive on { $square }: reaching it is a rescue, written with *<where the builder goes>
game-draagostat-dragon-route = a dragon cannot get from { $origin } to { $square }: it steps one square orthogonally, flies from a citadel to another citadel, and rides the lightning from a corner to another corner (never onto an opposing piece)
game-draagostat-nothing-to-attack = there is no { $seat } piece on { $square } to attack
game-draagostat-two-on-one = two-on-one: { $square } holds both { $seat } pieces, and together they cannot be attacked
game-draagostat-attack-captive = { $square } holds the captive { $seat } builder: a captive cannot be attacked
game-draagostat-off-foreign = your builder stands on { $standing } on { $origin }: its next move must reach bare ground or its own building, and { $square } holds { $building }
game-draagostat-attack-height = a builder may only attack a piece at its own height or lower: { $square } stands on { $height }, your builder on { $own }
game-draagostat-must-leave = the attacked { $piece ->
    [builder] builder
   *[dragon] dragon
} must leave { $square }
game-draagostat-banish-building = { $square } holds { $building }: a banished piece goes to a square without a building
game-draagostat-banish-own = { $square } holds your { $piece ->
    [builder] builder
   *[dragon] dragon
}: a banished piece may not join your pieces
game-draagostat-captive-dragon = { $square } holds your citadel: only a builder can be held captive, and a banished dragon goes to a square without a building
game-draagostat-captive-one-citadel = { $square } holds your citadel, but a builder is taken captive only while both your citadels are on the board
game-draagostat-captive-same-citadel = the attacked builder must leave { $square }: hold it on your other citadel
game-draagostat-captive-on-dragon = the { $seat } dragon stands on { $square }: its builder cannot be held captive there
game-draagostat-free-onto-foe = { $square } holds { $piece }: the freed builder goes where no opposing piece stands
game-draagostat-free-onto-building = { $square } holds { $building }: the freed builder goes to bare ground or its own building
game-draagostat-convert-one-story = only a two-story becomes a citadel, and { $square } holds a one-story
game-draagostat-no-citadels-left = both your citadels are already on the board
game-draagostat-citadel-delay = citadel delay: your builder has not yet moved by its own action, so you may not convert
game-draagostat-first-conversion = right of first conversion: your opponent converted on the last turn, so you may not convert on this one
game-draagostat-centre-freeze = centre freeze: b2, b3, c2 and c3 already hold two citadels, so { $square } cannot become one
game-draagostat-position-fields = a Draagostat position has six fields and an optional seventh: board, side to move, dark=..., light=..., delay=..., converted=... [seen=...]
game-draagostat-position-side = the side to move is dark or light, not { $given }
game-draagostat-position-board = the board is four ranks of four characters, separated by /
game-draagostat-position-square = { $given } is not a square of the board: use . S T C (dark) or s t c (light)
game-draagostat-position-pieces = { $given } should give the { $seat } builder and dragon, e.g. { $example } (a ! after the builder's square marks it captive)
game-draagostat-position-delay = expected delay=<seats> or delay=-, not { $given }
game-draagostat-position-delay-seats = delay lists dark and/or light, or is -, not { $given }
game-draagostat-position-converted = expected converted=- or { $expected } (only the side that just moved can have converted), not { $given }
game-draagostat-position-seen = seen= lists earlier positions, each as 8 letters, digits, - or _, separated by commas
game-draagostat-position-too-many = { $seat } has more than { $stories } stories or { $citadels } citadels on the board
game-draagostat-position-centre = the centre squares hold more than two citadels
game-draagostat-position-captive = the captive { $seat } builder must stand on an opposing citadel, not { $square }
game-draagostat-position-freed = the { $seat } dragon on { $square } would free its builder
game-draagostat-position-both-colours = { $square } holds pieces of both colours, which only a captive and its captor may do
game-draagostat-setup-four = setup names four squares: dark builder, light builder, dark dragon, light dragon (e.g. a1,b2,c3,d4)
game-draagostat-setup-square = { $square } is not a square of the board (a1 to d4)
game-draagostat-setup-differ = the four setup squares must all differ
game-draagostat-diagonals = should be a number from 0 to 4, or "all", not { $given }
seat-draagostat-dark = Dark
seat-draagostat-light = Light
