-- SQLite's 016: the English "Tournament" stored for a tournament created without a
-- name becomes no name, worded in each reader's language when read.
UPDATE tournaments SET name = '' WHERE name = 'Tournament';
