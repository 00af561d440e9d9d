# Slash commands: each command, group and option is a message named after its place in the
# tree; its value is the name members type (lowercase, no spaces, at most 32 characters),
# its .description what Discord shows under it (at most 100 characters).


command-challenge = challenge
    .description = Challenge a member, or everyone here, to a match.
command-challenge-game = game
    .description = The game to play
command-challenge-opponent = opponent
    .description = Who you challenge; leave empty for an open challenge anyone can accept
command-challenge-seat = seat
    .description = Your seat (e.g. dark, light, H, V, black, white); empty for a random one
command-challenge-options = options
    .description = Game options as key=value pairs, e.g. size=8; the server's defaults fill the rest
command-challenge-time = time
    .description = Time control: 3d (days a move), 3d+7d (with a reserve), 10m; empty: server default

command-match = match
    .description = The match in this channel
command-match-board = board
    .description = Show the current board, privately, from your side if you play.
command-match-history = history
    .description = The moves so far; with a file the referee command can replay, unless the match is ongoing in a game…
command-match-resign = resign
    .description = Give up this match (you confirm with one more click).
command-match-draw = draw
    .description = Offer a draw (or agree to the one your opponent offered).
command-match-abort = abort
    .description = Call the match off, allowed until both players have moved.

command-move = move
    .description = Play your move in this channel's match.
command-move-notation = notation
    .description = Your move; start typing to see your legal moves

command-replay = replay
    .description = An animated replay of a finished match.
command-replay-match = match
    .description = A finished match's number; the last one here if empty

command-takeback = takeback
    .description = Ask your opponent to let you take back your last move.

command-rematch = rematch
    .description = Offer a rematch of the match that just ended here.

command-vacation = vacation
    .description = Stop your clocks on this server for a while
command-vacation-start = start
    .description = Go on vacation: your clocks stand still and your opponents are told.
command-vacation-start-days = days
    .description = How many days your clocks on this server stand still
command-vacation-end = end
    .description = Come back early; the unused days go back to your allowance.
command-vacation-status = status
    .description = Whether you are on vacation, and how much is left of this month's allowance.

command-clock = clock
    .description = Show the clock of the match in this channel (to you alone).

command-claim = claim
    .description = Claim the win when your opponent's time has run out.

command-matches = matches
    .description = The ongoing matches of a member here, with links and whose turn it is.
command-matches-member = member
    .description = Whose matches to list; yourself if empty

command-pace-settings = pace-settings
    .description = Show or change this server's clock, reminder and vacation settings.
command-pace-settings-default_time = default_time
    .description = Default time control of new matches, like 3d, 3d+7d or 10m
command-pace-settings-reminders = reminders
    .description = Shares of the time at which to remind, in percent, like 50,90
command-pace-settings-automatic_timeout = automatic_timeout
    .description = Running out of time loses at once (otherwise the opponent claims)
command-pace-settings-vacation_days = vacation_days
    .description = Vacation days each member may take per month

command-notify = notify
    .description = Direct messages about your matches
command-notify-on = on
    .description = Get a direct message when it is your move, when time runs short, and more.
command-notify-off = off
    .description = No more direct messages about your matches.
command-notify-timezone = timezone
    .description = Your time zone, for quiet hours and the daily digest.
command-notify-timezone-zone = zone
    .description = Your time zone, like Europe/Paris or America/New_York
command-notify-quiet = quiet
    .description = Hold direct messages during these hours of your day.
command-notify-quiet-start = start
    .description = When quiet hours begin, like 22:00 (leave both empty to remove them)
command-notify-quiet-end = end
    .description = When they end, like 08:00
command-notify-digest = digest
    .description = A daily direct message listing the matches waiting for your move.
command-notify-digest-enabled = enabled
    .description = Send the daily digest or not
command-notify-digest-at = at
    .description = Your local time for it, like 09:00

command-rating = rating
    .description = Ratings and leaderboards of this server
command-rating-leaderboard = leaderboard
    .description = The best rated players of a game here.
command-rating-leaderboard-game = game
    .description = Which game's leaderboard
command-rating-stats = stats
    .description = A member's rating, record and latest rated games.
command-rating-stats-game = game
    .description = Which game
command-rating-stats-member = member
    .description = Whose statistics (yours if empty)

command-tournament = tournament
    .description = Tournaments in this server
command-tournament-list = list
    .description = Tournaments taking players or under way here.

command-tournament-mod = tournament-mod
    .description = Create, run and adjust tournaments; every action is recorded.
command-tournament-mod-create = create
    .description = Open a tournament in this channel for members to join.
command-tournament-mod-create-name = name
    .description = What to call it
command-tournament-mod-create-game = game
    .description = The game
command-tournament-mod-create-format = format
    .description = How players are paired
command-tournament-mod-create-rounds = rounds
    .description = Swiss only: the number of rounds
command-tournament-mod-create-options = options
    .description = Game options as key=value pairs separated by spaces
command-tournament-mod-create-time_control = time_control
    .description = Time per move for every game, e.g. 3d or 3d+7d
command-tournament-mod-create-round_days = round_days
    .description = Days each round lasts before its deadline
command-tournament-mod-create-registration_hours = registration_hours
    .description = How long members can join
command-tournament-mod-create-rated = rated
    .description = Whether the games count for ratings
command-tournament-mod-create-duplicate_deals = duplicate_deals
    .description = Card game only: every table of a round gets the same deal
command-tournament-mod-add-computer = add-computer
    .description = Enter the computer as a player before the start.
command-tournament-mod-add-computer-tournament = tournament
    .description = The tournament's number, as in its post and /tournament list
command-tournament-mod-add-computer-level = level
    .description = How hard the computer plays; each level enters once
command-tournament-mod-remove-computer = remove-computer
    .description = Take the computer at a level out (once started, its game in progress is lost).
command-tournament-mod-remove-computer-tournament = tournament
    .description = The tournament's number, as in its post and /tournament list
command-tournament-mod-remove-computer-level = level
    .description = Which level to take out
command-tournament-mod-start = start
    .description = Close registration, seed by rating and pair the first round.
command-tournament-mod-start-tournament = tournament
    .description = The tournament's number, as in its post and /tournament list
command-tournament-mod-extend = extend
    .description = Push back the deadline of the current round.
command-tournament-mod-extend-tournament = tournament
    .description = The tournament's number, as in its post and /tournament list
command-tournament-mod-extend-hours = hours
    .description = How many hours to add to the current round's deadline
command-tournament-mod-result = result
    .description = Decide or correct the result of a game.
command-tournament-mod-result-tournament = tournament
    .description = The tournament's number, as in its post and /tournament list
command-tournament-mod-result-table = table
    .description = The game's key, as in the round announcement (e.g. R2-1, W1-2)
command-tournament-mod-result-winner = winner
    .description = Who won; leave empty for a draw
command-tournament-mod-drop = drop
    .description = Take a player out of the tournament (a game in progress is lost).
command-tournament-mod-drop-tournament = tournament
    .description = The tournament's number, as in its post and /tournament list
command-tournament-mod-drop-member = member
    .description = The player who leaves
command-tournament-mod-substitute = substitute
    .description = Hand a player's place, points and pairings to someone else.
command-tournament-mod-substitute-tournament = tournament
    .description = The tournament's number, as in its post and /tournament list
command-tournament-mod-substitute-leaving = leaving
    .description = The player who leaves
command-tournament-mod-substitute-joining = joining
    .description = Who takes their place
command-tournament-mod-cancel = cancel
    .description = Call the tournament off; games in progress are aborted.
command-tournament-mod-cancel-tournament = tournament
    .description = The tournament's number, as in its post and /tournament list
command-tournament-mod-log = log
    .description = Every moderator action on the tournament, with who and when.
command-tournament-mod-log-tournament = tournament
    .description = The tournament's number, as in its post and /tournament list

command-mod = mod
    .description = Moderator tools for matches and settings
command-mod-end = end
    .description = End the match in this channel with a stated result.
command-mod-end-winner = winner
    .description = The winning seat (e.g. dark, H, white), or 'draw'
command-mod-end-reason = reason
    .description = Why: this is shown to the players
command-mod-settings = settings
    .description = Show this server's settings, or turn its match pages on or off.
command-mod-games = games
    .description = Choose which games members may start here.
command-mod-games-allowed = allowed
    .description = Game ids separated by spaces, or 'all'
command-mod-threads = threads
    .description = Turn match threads on or off.
command-mod-threads-enabled = enabled
    .description = Open a thread for every match (otherwise: the channel)
command-mod-role = role
    .description = Set the role that may moderate matches, besides Manage Server.
command-mod-role-role = role
    .description = Members with this role may use /mod; empty to clear it
command-mod-expiry = expiry
    .description = Set how long challenges stay open.
command-mod-expiry-hours = hours
    .description = How long a challenge waits for an answer
command-mod-defaults = defaults
    .description = Set the options a challenge to a game uses unless the challenger says otherwise.
command-mod-defaults-game = game
    .description = The game whose challenges start from these options
command-mod-defaults-options = options
    .description = key=value pairs separated by spaces, e.g. powerups=random; empty to clear
command-mod-sync = sync
    .description = Publish the slash commands to every server (bot owner only).

command-rules = rules
    .description = How a game is played, with a picture of its starting position.
command-rules-game = game
    .description = The game whose rules you want to read

command-help = help
    .description = What the bot can do, command by command.

command-language = language
    .description = The language of this server's boards and posts
command-language-set = set
    .description = Write this server's or this channel's boards and posts in a language.
command-language-set-scope = scope
    .description = The whole server, or only this channel (and its threads)
command-language-set-language = language
    .description = The language, e.g. Deutsch or de
command-language-clear = clear
    .description = Forget a chosen language: the server's (or its Discord language) applies again.
command-language-clear-scope = scope
    .description = The server's choice, or only this channel's
command-language-show = show
    .description = Which language this channel's boards and posts are in, and why.

command-computer = computer
    .description = Play the computer
command-computer-play = play
    .description = Start a match against the computer.
command-computer-play-game = game
    .description = The game to play
command-computer-play-level = level
    .description = How hard the computer thinks: easy (the default), medium or hard
command-computer-play-seat = seat
    .description = Your seat (e.g. dark, light, H, V, black, white); empty for a random one
command-computer-play-options = options
    .description = Game options as key=value pairs, e.g. size=8; the server's defaults fill the rest
command-computer-play-time = time
    .description = Time control for your moves: 3d, 3d+7d, 10m; empty: server default
command-computer-takeback = takeback
    .description = Take back your last move (and the computer's answer); unrated matches only.
command-computer-settings = settings
    .description = Moderators: whether matches against the computer are rated here.
command-computer-settings-rated = rated
    .description = Whether new matches against the computer count for ratings

# Choices, by their value (game ids are not translated).
command-choice-swiss = swiss
command-choice-round-robin = round-robin
command-choice-single-elimination = single-elimination
command-choice-double-elimination = double-elimination
command-choice-easy = easy
command-choice-medium = medium
command-choice-hard = hard
command-choice-server = server
command-choice-channel = channel
# The games as their choices name them: each rules page's heading.
command-choice-draagostat = Draagostat (A Game of Dominion)
command-choice-draughtnauts = Draughtnauts
command-choice-domination-cards = Domination (card game)
command-choice-domination-grid = Domination 16x16
command-match-link = link
    .description = Your private link to this match's page, showing your hand: keep it to yourself.
command-match-link-revoke = revoke
    .description = Stop every link you were given to this match first
command-mod-settings-web = web
    .description = Match pages in the browser: off, and every link answers 404

command-premove = premove
    .description = Answers to the moves you expect
command-premove-add = add
    .description = Queue an answer to a move you expect.
command-premove-add-line = line
    .description = Their move, your answer, their next move, ... (start typing)
command-premove-list = list
    .description = Your premoves here, to you alone.
command-premove-list-board = board
    .description = A line's number: the board where it ends
command-premove-clear = clear
    .description = Remove your premoves here.
command-tournament-mod-create-premoves = premoves
    .description = Whether players may queue answers to expected moves (/premove)
# Members' data (bot/privacy)
command-privacy = privacy
    .description = What the bot keeps about you
command-privacy-show = show
    .description = What the bot keeps about you, why, and for how long.
command-privacy-export = export
    .description = A file of everything the bot keeps about you, only for you.
command-privacy-forget = forget
    .description = Erase what the bot keeps about you (you confirm with one more click).
command-mod-forget = forget
    .description = Erase what this server keeps about a member who has left (one more click).
command-mod-forget-member = member
    .description = A member who has left this server
command-mod-purge = purge
    .description = Erase everything the bot keeps about this server (owner only; one more click).
command-match-review = review
    .description = The computer's review of a finished match: a graph of who stood better.
command-match-review-match = match
    .description = A finished match's number; the last one here if empty
