-- SQLite's 020: the computer's review of a finished match, computed once and kept as
-- plain data (bot/review/).
CREATE TABLE match_reviews (
    match_id  BIGINT PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    review    TEXT   NOT NULL
);
