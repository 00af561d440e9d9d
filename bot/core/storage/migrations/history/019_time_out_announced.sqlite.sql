-- A claimable time-out was announced twice when the bot came back after the time had
-- run out: a reminder due at the same moment set the time-out's timer again while the
-- first one was firing, and nothing recorded that the time-out had been announced.
-- The clock now records it for the turn (bot/clocks/keeper.py): an announced time-out
-- is never set again, and a second firing finds it told. A new turn clears it.
ALTER TABLE pace_clocks ADD COLUMN out_of_time_told INTEGER NOT NULL DEFAULT 0;
