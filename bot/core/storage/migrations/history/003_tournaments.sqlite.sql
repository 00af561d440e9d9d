-- Ratings, tournaments and the record of every moderator action on a tournament.
-- Times are ISO 8601 text in UTC, as in 001.

-- A member's current rating for one game in one server (OpenSkill mu and sigma).
-- The win/draw/loss counts are kept here so statistics need no scan of the history.
CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    game_id     TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    mu          REAL    NOT NULL,
    sigma       REAL    NOT NULL,
    wins        INTEGER NOT NULL DEFAULT 0,
    draws       INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    updated_at  TEXT    NOT NULL,
    PRIMARY KEY (guild_id, game_id, user_id)
) WITHOUT ROWID;

CREATE INDEX ratings_leaderboard ON ratings (guild_id, game_id, mu DESC);

-- One row per player per rated match: the rating after it and the change it made.
-- The primary key makes rating a match twice impossible, so a repeated event is harmless.
CREATE TABLE rating_history (
    match_id     INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    user_id      INTEGER NOT NULL,
    guild_id     INTEGER NOT NULL,
    game_id      TEXT    NOT NULL,
    opponent_id  INTEGER NOT NULL,
    result       TEXT    NOT NULL CHECK (result IN ('win', 'draw', 'loss')),
    mu_before    REAL    NOT NULL,
    mu           REAL    NOT NULL,
    sigma        REAL    NOT NULL,
    rated_at     TEXT    NOT NULL,
    PRIMARY KEY (match_id, user_id)
) WITHOUT ROWID;

CREATE INDEX rating_history_by_member ON rating_history (guild_id, game_id, user_id, rated_at);

CREATE TABLE tournaments (
    id                INTEGER PRIMARY KEY,
    guild_id          INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,      -- where standings and announcements go
    name              TEXT    NOT NULL,
    game_id           TEXT    NOT NULL,
    options           TEXT    NOT NULL,      -- JSON object, validated by the game
    format            TEXT    NOT NULL
        CHECK (format IN ('swiss', 'round-robin', 'single-elimination', 'double-elimination')),
    swiss_rounds      INTEGER,               -- only for 'swiss'
    time_control      TEXT,                  -- the clocks' control text ('3d'); NULL: none
    round_days        INTEGER NOT NULL,      -- a round's deadline, counted from its start
    rated             INTEGER NOT NULL,
    duplicate_deals   INTEGER NOT NULL,
    seed              INTEGER NOT NULL,      -- every table's match seed derives from it
    status            TEXT    NOT NULL
        CHECK (status IN ('registration', 'running', 'finished', 'cancelled')),
    registration_ends TEXT    NOT NULL,
    current_round     INTEGER NOT NULL DEFAULT 0,
    round_deadline    TEXT,
    champion_id       INTEGER,
    message_id        INTEGER,               -- the registration / standings post
    created_by        INTEGER NOT NULL,
    created_at        TEXT    NOT NULL
);

CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);
CREATE INDEX tournaments_by_deadline ON tournaments (round_deadline) WHERE status = 'running';

-- Registered members; `seed` is given at the start (1 = highest rated) and is the
-- entry the formats pair. A substitute takes over the row: same seed, new user.
CREATE TABLE tournament_entries (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id        INTEGER NOT NULL,
    joined_at      TEXT    NOT NULL,
    seed           INTEGER,
    withdrawn      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, user_id)
);

CREATE UNIQUE INDEX tournament_entries_by_seed ON tournament_entries (tournament_id, seed);

-- Every pairing given out. A finished table has `finished` = 1 and its winning seed
-- (NULL for a draw); a bye is a table without a second seed, finished at once.
CREATE TABLE tournament_tables (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    key            TEXT    NOT NULL,
    round          INTEGER NOT NULL,
    first_seed     INTEGER NOT NULL,
    second_seed    INTEGER,
    match_id       INTEGER REFERENCES matches (id),
    finished       INTEGER NOT NULL DEFAULT 0,
    winner_seed    INTEGER,
    PRIMARY KEY (tournament_id, key)
);

CREATE UNIQUE INDEX tournament_tables_by_match ON tournament_tables (match_id);

-- Who did what to a tournament, and when: the audit trail of moderator tools.
CREATE TABLE tournament_actions (
    id             INTEGER PRIMARY KEY,
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    moderator_id   INTEGER NOT NULL,
    action         TEXT    NOT NULL,
    detail         TEXT    NOT NULL,
    at             TEXT    NOT NULL
);

CREATE INDEX tournament_actions_by_tournament ON tournament_actions (tournament_id, at)
