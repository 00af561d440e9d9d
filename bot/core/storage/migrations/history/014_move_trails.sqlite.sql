-- Each move's trail: the piece of the rules' memory the position it reached adds
-- (`State.trail`; a Draagostat position's fingerprint, empty for the other games). The
-- match's snapshot leaves that memory out, so what is rewritten after every move no
-- longer grows with the game; the trails are read back with the move log.
ALTER TABLE moves ADD COLUMN trail TEXT NOT NULL DEFAULT '';
