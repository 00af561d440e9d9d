-- Asynchronous play: clocks, timers, member notification choices, vacations and the
-- standing takeback and rematch offers. Times are ISO 8601 text in UTC, spans seconds.

-- The clock of a match between two moves (bot/service/clocks.py, `Clock`).
CREATE TABLE pace_clocks (
    match_id        INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    control         TEXT    NOT NULL,        -- '3d', '3d+7d', '10m', ...
    to_move         TEXT    NOT NULL,
    used_seconds    REAL    NOT NULL,
    running_since   TEXT,                    -- NULL while paused (vacation)
    reserves        TEXT    NOT NULL,        -- JSON object: seat -> seconds left
    reminders_sent  INTEGER NOT NULL DEFAULT 0
);

-- The time control a challenger chose, until the challenge becomes a match.
CREATE TABLE pace_challenge_controls (
    challenge_id  INTEGER PRIMARY KEY REFERENCES challenges (id) ON DELETE CASCADE,
    control       TEXT    NOT NULL
);

-- Every pending wake-up of the bot. The scheduler reads only the earliest row, so the
-- index on due_at is what lets it sleep instead of scanning matches.
-- AUTOINCREMENT: a rescheduled timer gets a fresh id, never its predecessor's, so the
-- scheduler deletes exactly the row it fired.
CREATE TABLE pace_timers (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    kind     TEXT    NOT NULL,
    key      TEXT    NOT NULL,
    due_at   TEXT    NOT NULL,
    payload  TEXT    NOT NULL DEFAULT '{}',   -- JSON object
    UNIQUE (kind, key)
);

CREATE INDEX pace_timers_by_due ON pace_timers (due_at);

-- Per-server pace choices. A missing row means the defaults.
CREATE TABLE pace_guild_settings (
    guild_id                 INTEGER PRIMARY KEY,
    default_control          TEXT    NOT NULL,
    reminder_shares          TEXT    NOT NULL,   -- JSON list of fractions, ascending
    automatic_timeout        INTEGER NOT NULL,   -- 1: time out loses at once, 0: claim
    vacation_days_per_month  INTEGER NOT NULL
);

-- A member's direct-message choices. A missing row means no messages at all.
CREATE TABLE pace_members (
    user_id      INTEGER PRIMARY KEY,
    notify       INTEGER NOT NULL DEFAULT 0,
    digest       INTEGER NOT NULL DEFAULT 0,
    time_zone    TEXT    NOT NULL DEFAULT 'UTC',
    quiet_start  TEXT,                       -- 'HH:MM' local, NULL: no quiet hours
    quiet_end    TEXT,
    digest_at    TEXT    NOT NULL DEFAULT '09:00'
);

-- Direct messages held back by quiet hours, delivered together when they end.
CREATE TABLE pace_held_messages (
    id       INTEGER PRIMARY KEY,
    user_id  INTEGER NOT NULL,
    text     TEXT    NOT NULL
);

CREATE INDEX pace_held_messages_by_member ON pace_held_messages (user_id, id);

-- Vacations: a member's clocks on one server stand still from starts_at to ends_at
-- (moved forward when the member comes back early).
CREATE TABLE pace_vacations (
    id         INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    starts_at  TEXT    NOT NULL,
    ends_at    TEXT    NOT NULL
);

CREATE INDEX pace_vacations_by_member ON pace_vacations (guild_id, user_id, starts_at);

-- Standing offers that need the opponent's answer. A takeback offer names the number
-- of moves on record when it was made, so it can only ever take back that one move.
CREATE TABLE pace_offers (
    match_id  INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    kind      TEXT    NOT NULL CHECK (kind IN ('takeback', 'rematch')),
    seat      TEXT    NOT NULL,
    ply       INTEGER NOT NULL,
    PRIMARY KEY (kind, match_id)
);
