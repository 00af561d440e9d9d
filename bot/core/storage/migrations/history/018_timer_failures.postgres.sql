-- SQLite's 018: how many times in a row a timer's handler failed, so the scheduler
-- sets it again after a backoff that doubles with each failure (bot/core/scheduler.py)
-- instead of dropping it.
ALTER TABLE pace_timers ADD COLUMN failures BIGINT NOT NULL DEFAULT 0;
