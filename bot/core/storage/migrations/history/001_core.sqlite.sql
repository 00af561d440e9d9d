-- The core schema: matches with their move log, challenges and per-server settings.

-- One row per match. `moves` below is the source of truth; `position` is a snapshot of
-- the current position (the game's position text) so reads need not replay the log.
-- `version` counts committed changes; writers compare it to refuse a lost update.
CREATE TABLE matches (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    game_id       TEXT    NOT NULL,
    options       TEXT    NOT NULL,          -- JSON object
    seed          INTEGER NOT NULL,
    seats         TEXT    NOT NULL,          -- JSON object: seat -> user id
    status        TEXT    NOT NULL CHECK (status IN ('ongoing', 'finished', 'aborted')),
    origin        TEXT    NOT NULL,          -- 'challenge', 'tournament', ...
    position      TEXT    NOT NULL,
    winner        TEXT,                      -- seat, NULL for a draw or while ongoing
    end_how       TEXT,                      -- EndHow value once over
    end_reason    TEXT,
    draw_offer    TEXT,                      -- seat with a standing draw offer
    version       INTEGER NOT NULL DEFAULT 0,
    created_at    TEXT    NOT NULL,          -- ISO 8601, UTC
    updated_at    TEXT    NOT NULL
);

-- At most one ongoing match per channel or thread, enforced by the database itself.
CREATE UNIQUE INDEX matches_one_ongoing_per_channel
    ON matches (channel_id) WHERE status = 'ongoing';
CREATE INDEX matches_by_guild ON matches (guild_id, status);

CREATE TABLE moves (
    match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    number     INTEGER NOT NULL,             -- 1-based
    seat       TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    notation   TEXT    NOT NULL,             -- canonical notation
    played_at  TEXT    NOT NULL,
    PRIMARY KEY (match_id, number)
) WITHOUT ROWID;

CREATE TABLE challenges (
    id             INTEGER PRIMARY KEY,
    guild_id       INTEGER NOT NULL,
    channel_id     INTEGER NOT NULL,
    message_id     INTEGER,                  -- the message carrying the buttons
    challenger_id  INTEGER NOT NULL,
    challenged_id  INTEGER,                  -- NULL for an open challenge
    game_id        TEXT    NOT NULL,
    options        TEXT    NOT NULL,         -- JSON object
    seat           TEXT,                     -- challenger's seat; NULL means random
    status         TEXT    NOT NULL
        CHECK (status IN ('pending', 'accepted', 'declined', 'expired', 'withdrawn')),
    created_at     TEXT    NOT NULL,
    expires_at     TEXT    NOT NULL
);

CREATE INDEX challenges_pending_by_expiry ON challenges (expires_at) WHERE status = 'pending';
CREATE INDEX challenges_by_challenger ON challenges (challenger_id, created_at);

CREATE TABLE guild_settings (
    guild_id                INTEGER PRIMARY KEY,
    allowed_games           TEXT,            -- JSON list; NULL means every game
    use_threads             INTEGER NOT NULL DEFAULT 1,
    moderator_role_id       INTEGER,
    challenge_expiry_hours  INTEGER NOT NULL DEFAULT 24
);
