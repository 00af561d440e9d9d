# Leagues (bot/leagues/): announcements, answers and refusals.
league-unnamed = League
league-not-found = There is no league number { $id } here.
league-season-days = A season lasts from 1 to { $most } days.
league-division-size = A division holds from { $least } to { $most } players.
league-movers = At most half a division moves up, and at most half moves down: { $most } each.
league-break-hours = The registration window lasts from 1 to { $most } hours.
league-over = This league has ended.
league-already-member = You are already in this league.
league-not-member = You are not in this league (or you already leave it when this season ends).
league-not-running = This league is already paused or has ended.
league-not-paused = This league is not paused.
league-no-season = No season of this league is being played.
league-substitute-already-in = That member is already in this league.
league-member-not-playing = That member does not play this season.
league-division-opening = That division is still being set up; try again in a minute.
league-no-such-season = This league has no season { $season }.
league-no-such-division = There is no division { $division }: this season has { $most }.
league-created = League #{ $id } is open; its announcement is in this channel.
league-joined = You are in { $name }. You play from its next season on.
league-left = You have left { $name }.
league-leaving = You leave { $name } when the season under way ends.
league-paused = { $name } is paused: no new season begins until you resume it.
league-resumed = { $name } goes on.
league-ended-reply = The league has ended.
league-substituted = { $joining } takes the place of { $leaving }.
league-none = No league is running here.
league-listed = #{ $id } { $name }: { $game }, members: { $members }, season { $season }, { $status ->
    [open] between seasons
    [running] season under way
    [paused] paused
   *[other] ended
}
league-opened = **{ $name }** (#{ $id }) is open: { $game }. Players per division: { $size }; days per season: { $days }. Join with `/league join`; the first season begins { $starts }.
league-season-begun = **{ $name }**: season { $season } begins. Players: { $players }; divisions: { $divisions }. Each division's games open in threads here; see `/league standings`.
league-postponed = **{ $name }**: too few players for a season, so it begins { $starts } instead. Join with `/league join`.
league-season-ended = **{ $name }**: season { $season } is over.
league-champion = Champion: { $player }
league-promoted = ▲ Moving up: { $players }
league-relegated = ▼ Moving down: { $players }
league-and-more = { $count } more
league-next-season = The next season begins { $starts }; join or leave until then.
league-waits = The league is paused: the next season waits for the moderators.
league-ended = **{ $name }** has ended.
league-history-none = { $member } has played no season of this league yet.
league-history-of = Seasons of { $member }:
league-history-line = Season { $season }: division { $division } ({ $came })
league-history-finish = place { $rank }, points: { $points }
league-came-new = new
league-came-up = moved up
league-came-down = moved down
league-came-stay = stayed
league-standings-title = { $name }, season { $season }
league-division = Division { $division }
league-standings-live = Season { $season }, under way (divisions: { $divisions }).
league-standings-final = Season { $season }, final (divisions: { $divisions }).
league-not-begun = The first season of this league has not begun yet.
privacy-kept-leagues = Leagues you created: { $count }.
privacy-kept-league-members = Leagues you are in: { $count }.
privacy-kept-league-places = Your seasons in leagues, with divisions, places and points: { $count }.
