# Clocks, vacations and the pace settings (bot/clocks/). Seats ($seat), time controls
# as typed ($control: 3d, 3d+7d) and units inside $left stay as they are given.
pace-control = { $per_move } a move
pace-control-with-reserve = { $per_move } a move + { $reserve } reserve
pace-line = Clock ({ $control }): { $sides }
pace-side = { $state ->
    [running] { $seat } { $left } (running)
    [paused] { $seat } { $left } (paused)
   *[idle] { $seat } { $left }
}
pace-side-with-reserve = { $state ->
    [running] { $seat } { $left } (reserve { $reserve }) (running)
    [paused] { $seat } { $left } (reserve { $reserve }) (paused)
   *[idle] { $seat } { $left } (reserve { $reserve })
}
pace-claim-win = Claim the win
pace-away = { $seat } is on vacation until { $until }.
pace-days = { $count ->
    [one] one day
   *[other] { $count } days
}
pace-hours = { $count ->
    [one] one hour
   *[other] { $count } hours
}
pace-minutes = { $count ->
    [one] one minute
   *[other] { $count } minutes
}

# Answers.
pace-none = This match has no clock.
pace-claimed = You claimed the win on time.
pace-vacation-started = Enjoy your vacation! Back on { $until }.
pace-vacation-ended = Welcome back: your clocks run again.
pace-vacation-status-home = You are not on vacation. Left this month: { $left }.
pace-vacation-status-away = You are on vacation until { $until }. Left this month: { $left }.
pace-no-matches = { $member } has no ongoing matches here.
pace-matches = Ongoing matches of { $member }:
    { $matches }
pace-percent = { $percent }%
pace-no-reminders = no point
pace-settings = Default time control: { $control } ({ $described }).
    Reminders at { $reminders } of a player's time.
    { $timeout ->
        [automatic] Running out of time loses at once.
       *[claimed] Running out of time lets the opponent claim the win.
    }
    Vacation: { $days ->
        [one] one day a month.
       *[other] { $days } days a month.
    }

# Refusals.
pace-not-a-control = '{ $text }' is not a time control: write days or minutes per move like '3d' or '10m', optionally with a reserve like '3d+7d'.
pace-per-move-range = The time per move must be between 1{ $unit } and { $most }.
pace-reserve-unit = Write the reserve in the same unit as the time per move.
pace-reserve-range = The reserve may be at most { $most }.
pace-none-running = There is no running clock in this match.
pace-claim-players-only = Only a player of this match can claim a win.
pace-out-of-step = This clock is out of step with the match; no win on time from it.
pace-own-clock = It is your own clock that is running.
pace-never-runs-out = Your opponent's clock never runs out.
pace-opponent-has-time = Your opponent still has { $left } on the clock.
pace-vacation-too-short = A vacation lasts at least one day.
pace-vacation-already = You are already on vacation; end it first to change it.
pace-vacation-too-long = That is more vacation than you have left this month ({ $left }).
pace-not-on-vacation = You are not on vacation.
pace-not-percentages = '{ $text }' is not a list of percentages like 50,90.
pace-percentage-range = Reminder percentages lie between 1 and 99.
pace-your-turn = It is your turn now: there is no win to claim.
