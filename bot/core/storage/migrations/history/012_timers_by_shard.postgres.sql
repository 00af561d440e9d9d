-- SQLite's 012: each timer says the server it is about and that server's shard, so a
-- process of a sharded bot fires only its own servers' timers and finds its earliest
-- one through one index (bot/core/shard_ownership.py, bot/core/timer_store.py). The
-- shard is stamped for the processes' shard count when a scheduler starts.
ALTER TABLE pace_timers ADD COLUMN guild_id BIGINT;
ALTER TABLE pace_timers ADD COLUMN shard BIGINT NOT NULL DEFAULT 0;

UPDATE pace_timers
SET guild_id = (SELECT guild_id FROM matches WHERE matches.id = pace_timers.key::BIGINT)
WHERE kind IN ('clock-reminder', 'clock-timeout', 'computer-move');

UPDATE pace_timers
SET guild_id = (
    SELECT guild_id FROM matches WHERE matches.id = split_part(pace_timers.key, ':', 1)::BIGINT
)
WHERE kind = 'board-post';

UPDATE pace_timers
SET guild_id = (SELECT guild_id FROM challenges WHERE challenges.id = pace_timers.key::BIGINT)
WHERE kind = 'challenge-expiry';

UPDATE pace_timers
SET guild_id = (SELECT guild_id FROM tournaments WHERE tournaments.id = pace_timers.key::BIGINT)
WHERE kind IN ('round-deadline', 'round-tables');

UPDATE pace_timers
SET guild_id = (
    SELECT guild_id FROM pace_vacations WHERE pace_vacations.id = pace_timers.key::BIGINT
)
WHERE kind = 'vacation-end';

DROP INDEX pace_timers_by_due;
CREATE INDEX pace_timers_by_shard_due ON pace_timers (shard, due_at);
