-- Whether a premove tree may be queued for a match (bot/premoves/): a move asks for
-- the opponent's tree only then, where most moves have none to ask for. Set with
-- every tree stored, worked out again whenever trees are taken or cleared.
ALTER TABLE matches ADD COLUMN premoves BIGINT NOT NULL DEFAULT 0;
UPDATE matches SET premoves = 1 WHERE id IN (SELECT match_id FROM premove_trees);
