-- SQLite's 019: the clock records that its turn's time-out was announced, so the
-- announcement is made once (bot/clocks/keeper.py).
ALTER TABLE pace_clocks ADD COLUMN out_of_time_told BIGINT NOT NULL DEFAULT 0;
