-- Conditional premoves (bot/premoves/): each player's tree of expected moves and
-- answers for a match, the tree as it stood before the latest answer it played (a
-- takeback of the move it answered puts it back), and a tournament's choice to
-- forbid them.
CREATE TABLE premove_trees (
    match_id BIGINT NOT NULL,
    seat TEXT NOT NULL,
    ply BIGINT NOT NULL,
    tree TEXT NOT NULL,
    PRIMARY KEY (match_id, seat)
);
CREATE TABLE premove_answers (
    match_id BIGINT PRIMARY KEY,
    number BIGINT NOT NULL,
    seat TEXT NOT NULL,
    ply BIGINT NOT NULL,
    tree TEXT NOT NULL
);
ALTER TABLE tournaments ADD COLUMN premoves BIGINT NOT NULL DEFAULT 1;
