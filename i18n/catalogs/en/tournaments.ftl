# Tournaments (bot/tournaments/). Posts and announcements are public (the channel's
# language); $name is the tournament's name as a moderator typed it, $table a game's
# key (R2-1, W1-2), $id a tournament's number (text: never grouped like 1,234) and $game
# a game's title, which stay as they are.
tourney-started = **{ $name }** starts with { $players } players.
tourney-round-begun = **Round { $round }** of { $name } is under way.
tourney-pairing = `{ $table }` { $first } v { $second }
tourney-bye = `{ $table }` { $player } has a bye
tourney-over = **{ $name }** is over.
tourney-champion = 🏆 { $champion } wins **{ $name }**!
tourney-cancelled = **{ $name }** has been cancelled.
tourney-title = **{ $name }** (#{ $id }): { $game }, { $format }
tourney-title-rounds = **{ $name }** (#{ $id }): { $game }, { $format }, { $rounds } rounds
tourney-players = Players ({ $count }): { $players }
tourney-no-players = Players (0): nobody yet
tourney-rated = rated
tourney-unrated = unrated
tourney-time-control = time control { $control }
tourney-duplicate-deals = duplicate deals
tourney-registration-open = Registration open until { $closes } ({ $terms }).
tourney-round-on = Round { $round } is on; it closes { $closes }.
tourney-finished = Finished.
tourney-finished-champion = Finished: champion { $champion }.
tourney-status-cancelled = Cancelled.
tourney-section-winners = Winners
tourney-section-losers = Losers
tourney-section-final = Final
tourney-unknown-member = member { $id }
tourney-table-opened = **{ $name }**, game `{ $table }`: { $players }. Good luck!
tourney-seated = { $player } ({ $seat })
tourney-join = Join
tourney-leave = Leave

# Answers, only for the member who asked.
tourney-joined = You are in **{ $name }**.
tourney-left = You left **{ $name }**.
tourney-listed = #{ $id } **{ $name }**: { $game }, { $format }, { $status ->
    [registration] taking players
   *[running] under way
}
tourney-none-open = No tournament is open or running here.
tourney-created = Tournament #{ $id } is open for registration.
tourney-computer-added = The computer ({ $level }) is in the tournament.
tourney-computer-removed = The computer ({ $level }) is out.
tourney-started-reply = Started with { $players } players.
tourney-extended = Round { $round } now closes { $closes }.
tourney-result-recorded = Result recorded.
tourney-dropped = { $player } is out.
tourney-substituted = { $joining } plays on for { $leaving }.
tourney-cancelled-reply = Cancelled.
tourney-log-empty = Nothing recorded.

# The moderator log: when, who, what.
tourney-log-create = { $when } { $moderator } created it: { $game }, { $format }
tourney-log-create-rounds = { $when } { $moderator } created it: { $game }, { $format } of { $rounds } rounds
tourney-log-start = { $when } { $moderator } started it with { $players } players
tourney-log-extend = { $when } { $moderator } extended round { $round } to { $deadline }
tourney-log-draw = { $when } { $moderator } decided game `{ $table }`: a draw
tourney-log-win = { $when } { $moderator } decided game `{ $table }`: won by { $winner }
tourney-log-drop = { $when } { $moderator } dropped { $player }
tourney-log-substitute = { $when } { $moderator } substituted { $joining } for { $leaving }
tourney-log-cancel = { $when } { $moderator } cancelled it
tourney-log-add-computer = { $when } { $moderator } entered the computer ({ $level })

# Refusals.
tourney-not-found = There is no tournament number { $id } here.
tourney-registration-over = This tournament is no longer taking registrations.
tourney-not-running = This tournament is not running.
tourney-computer-already-in = The computer already plays here at { $level }.
tourney-computer-not-in = The computer does not play here at { $level }.
tourney-no-such-game = There is no such game in this tournament.
tourney-no-game-named = There is no game '{ $table }' in this tournament.
tourney-winner-not-a-player = The winner must be one of the two players of that game.
tourney-result-settled = Later games already depend on that result; it cannot change now.
tourney-member-not-registered = That member is not registered.
tourney-member-not-playing = That member is not playing in this tournament.
tourney-substitute-already-in = The substitute is already in this tournament.
tourney-already-over = This tournament is already over.
tourney-unknown-format = Unknown format: pick one from the list.
tourney-swiss-rounds = A Swiss event needs 1 to { $most } rounds.
tourney-round-days = A round may last 1 to { $most } days.
tourney-no-shared-deal = { $game } has no deal to share: turn duplicate deals off.
tourney-time-control-form = Write the time control like 3d or 3d+7d.
tourney-registration-closed = Registration for this tournament has closed.
tourney-already-registered = You are already registered.
tourney-not-registered = You are not registered for this tournament.
tourney-name-too-long = A tournament name has at most { $most } characters.
tourney-name-plain = Write the name as plain text on one line.
tourney-too-few-players = A tournament needs at least { $least } players to start.
tourney-pairing-round = Pairing round { $round }…
# What a tournament created without a name is called.
tourney-unnamed = Tournament
tourney-round-closing = The deadline of round { $round } has passed and its games are being decided; it can no longer be extended.
tourney-text-channel-only = A tournament opens in a text channel: its games are threads of it.
