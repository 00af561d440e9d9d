-- Several bot processes, each running some of the bot's shards, share one database
-- (bot/core/shard_ownership.py). Each timer now says the server it is about, and the
-- shard that server maps to, so a process fires only its own servers' timers and
-- finds its earliest one through one index. The shard depends on the shard count the
-- processes run with, which SQL cannot know here: the rows start on shard 0 and each
-- process stamps them for its count when its scheduler starts
-- (TimerStore.stamp_shards). A timer without a server (held direct messages, the
-- digest) keeps guild_id NULL and shard 0.
--
-- A due timer is claimed by moving its due_at to the end of a lease
-- (bot/core/scheduler.py), so no new column is needed for claims.
ALTER TABLE pace_timers ADD COLUMN guild_id INTEGER;
ALTER TABLE pace_timers ADD COLUMN shard INTEGER NOT NULL DEFAULT 0;

-- The server of every timer already stored, by kind (keys as the features set them).
UPDATE pace_timers
SET guild_id = (SELECT guild_id FROM matches WHERE matches.id = CAST(pace_timers.key AS INTEGER))
WHERE kind IN ('clock-reminder', 'clock-timeout', 'computer-move');

UPDATE pace_timers
SET guild_id = (
    SELECT guild_id FROM matches
    WHERE matches.id = CAST(substr(pace_timers.key, 1, instr(pace_timers.key, ':') - 1) AS INTEGER)
)
WHERE kind = 'board-post';

UPDATE pace_timers
SET guild_id = (
    SELECT guild_id FROM challenges WHERE challenges.id = CAST(pace_timers.key AS INTEGER)
)
WHERE kind = 'challenge-expiry';

UPDATE pace_timers
SET guild_id = (
    SELECT guild_id FROM tournaments WHERE tournaments.id = CAST(pace_timers.key AS INTEGER)
)
WHERE kind IN ('round-deadline', 'round-tables');

UPDATE pace_timers
SET guild_id = (
    SELECT guild_id FROM pace_vacations WHERE pace_vacations.id = CAST(pace_timers.key AS INTEGER)
)
WHERE kind = 'vacation-end';

-- The scheduler's two questions, per owned shard: the earliest due time (MIN over the
-- index) and the timers due now.
DROP INDEX pace_timers_by_due;
CREATE INDEX pace_timers_by_shard_due ON pace_timers (shard, due_at);
