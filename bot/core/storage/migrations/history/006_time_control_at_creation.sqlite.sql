-- The time control is decided when a match is created, and a clock knows which move
-- it was set for.

-- The control a match (or the challenge that will become one) was created with, in
-- the clocks' text form ('3d+7d'); NULL: the server's default at creation.
ALTER TABLE matches ADD COLUMN time_control TEXT;
ALTER TABLE challenges ADD COLUMN time_control TEXT;

-- The challenge carries its own control now: the side table of 002 is folded in.
UPDATE challenges SET time_control = (
    SELECT control FROM pace_challenge_controls WHERE challenge_id = challenges.id
);
DROP TABLE pace_challenge_controls;

-- How many moves the match had when the clock's turn began: a clock whose ply is not
-- the match's is stale and can never award a win on time.
ALTER TABLE pace_clocks ADD COLUMN ply INTEGER NOT NULL DEFAULT 0;
UPDATE pace_clocks SET ply = (
    SELECT COUNT(*) FROM moves WHERE moves.match_id = pace_clocks.match_id
);

-- Direct messages held through quiet hours are kept as facts (JSON of ids, numbers
-- and notation), worded only when delivered. The few held as worded text before this
-- are dropped: they were reminders and turn notices, which the next ones supersede.
DELETE FROM pace_held_messages;
ALTER TABLE pace_held_messages RENAME COLUMN text TO notice;
