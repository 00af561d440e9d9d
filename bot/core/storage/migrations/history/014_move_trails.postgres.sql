-- SQLite's 014: each move's trail, the piece of the rules' memory the position it
-- reached adds (`State.trail`), so the match's snapshot no longer grows with the game.
ALTER TABLE moves ADD COLUMN trail TEXT NOT NULL DEFAULT '';
