-- The computer's review of a finished match (`/match review`, bot/review/): computed once,
-- in the computer's worker processes, and kept here as the plain data `ai.review.Review`
-- writes (JSON: each ply's mover, the move played, the engine's preferred move and the
-- mover's chances before and after), never as words, which are chosen at reading time.
CREATE TABLE match_reviews (
    match_id  BIGINT PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    review    TEXT    NOT NULL
);
