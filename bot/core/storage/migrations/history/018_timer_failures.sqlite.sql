-- A timer whose handler fails (a database hiccup while the computer re-reserves its
-- turn, Discord down while a reminder is posted) is no longer dropped: the scheduler
-- sets it again after a backoff that doubles with each failure in a row
-- (bot/core/scheduler.py). The count of those failures lives on the timer itself; a
-- timer set afresh starts again at 0.
ALTER TABLE pace_timers ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
