-- The computer opponent (`/computer`): the level it plays each of its matches at, and
-- whether that match counts for ratings (fixed when the match starts, from the server's
-- setting below, so changing the setting never rerates a match under way).
CREATE TABLE computer_matches (
    match_id  INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    level     TEXT    NOT NULL,
    rated     INTEGER NOT NULL DEFAULT 0
);

-- Per-server choice of the moderators: matches against the computer are unrated unless
-- `rated` is set; then each level holds its own rating.
CREATE TABLE computer_settings (
    guild_id  INTEGER PRIMARY KEY,
    rated     INTEGER NOT NULL DEFAULT 0
);
