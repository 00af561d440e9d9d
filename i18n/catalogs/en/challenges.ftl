# Challenges (bot/challenges/): the challenge post, its buttons, and its refusals.
challenge-to-anyone = { $challenger } challenges anyone to **{ $game }**.
challenge-to-anyone-with = { $challenger } challenges anyone to **{ $game }** ({ $details }).
challenge-to-member = { $challenger } challenges { $opponent } to **{ $game }**.
challenge-to-member-with = { $challenger } challenges { $opponent } to **{ $game }** ({ $details }).
challenge-detail-seat = playing { $seat }
challenge-time = { $per_move } a move
challenge-time-with-reserve = { $per_move } a move + { $reserve } reserve
challenge-expires = This challenge expires { $when }.
challenge-expired = This challenge expired unanswered.
challenge-expired-notice = The challenge from { $challenger } expired unanswered.
challenge-posted = Your challenge is posted.
challenge-accept-button = Accept
challenge-decline-button = Decline
challenge-accepted-by = Accepted by { $member }.
challenge-declined = Declined.
challenge-withdrawn = Withdrawn.
challenge-match-heading = **{ $game }**: { $players }
challenge-thread-name = { $game } · { $challenger } vs { $opponent }

## Refusals
challenge-no-bots = Bots do not play here: challenge a member, or play the computer with `/computer play`.
challenge-missing-permissions = I am missing permissions in this channel: { $permissions }.
challenge-channel-busy = A match is already being played here (its players can end it with `/match resign`): challenge in another channel, or once it is over.
challenge-yourself = You cannot challenge yourself; post an open challenge instead.
challenge-already-waiting = A challenge between you two is already waiting for an answer.
challenge-cooldown = You challenged someone a moment ago; try again in { $seconds } s.
challenge-gone = That challenge no longer exists.
challenge-own = You cannot accept your own challenge.
challenge-someone-else = This challenge is meant for someone else.
challenge-decline-not-yours = Only the challenged member can decline this challenge.
challenge-not-here = That challenge is not in this channel.
challenge-settled = { $status ->
    [accepted] This challenge was already accepted.
    [declined] This challenge was already declined.
    [expired] This challenge has already expired.
   *[withdrawn] This challenge was already withdrawn.
}
challenge-expired-refusal = This challenge has expired.
challenge-answered-first = Someone answered this challenge first.

## The permissions a challenge needs, as Discord names them
permission-send-messages = Send Messages
permission-attach-files = Attach Files
permission-embed-links = Embed Links
permission-send-messages-in-threads = Send Messages in Threads
permission-create-public-threads = Create Public Threads
