-- Challenge expiry and tournament round deadlines move onto the timers table that the
-- one scheduler reads (bot/service/scheduler.py). Before this, a challenge's expiry was
-- an in-memory timer re-armed at start-up and rounds were closed by an hourly sweep, so
-- a database from then holds no timer rows for them: give every challenge still pending
-- and every round still running the timer the bot now sets itself (kinds and keys as in
-- bot/service/challenges.py and bot/service/tournaments/service.py). Both columns hold
-- the same ISO 8601 UTC text as pace_timers.due_at.
INSERT INTO pace_timers (kind, key, due_at)
SELECT 'challenge-expiry', CAST(id AS TEXT), expires_at
FROM challenges
WHERE status = 'pending';

INSERT INTO pace_timers (kind, key, due_at)
SELECT 'round-deadline', CAST(id AS TEXT), round_deadline
FROM tournaments
WHERE status = 'running' AND round_deadline IS NOT NULL;

-- Only the removed sweeps looked rows up by their due time.
DROP INDEX challenges_pending_by_expiry;
DROP INDEX tournaments_by_deadline;
