-- Leagues (bot/leagues/): a league runs season after season in one channel; each
-- season splits its members into divisions, each division played as a tournament of
-- its own (round robin, Swiss when large), and at a season's end the best of each
-- division move up and the last move down.
CREATE TABLE leagues (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    name             TEXT    NOT NULL,
    game_id          TEXT    NOT NULL,
    options          TEXT    NOT NULL,           -- JSON, checked like a challenge's
    time_control     TEXT,
    season_days      INTEGER NOT NULL,
    division_size    INTEGER NOT NULL,
    promoted         INTEGER NOT NULL,           -- how many move up from each division
    relegated        INTEGER NOT NULL,           -- how many move down
    break_hours      INTEGER NOT NULL,           -- the registration window before a season
    status           TEXT    NOT NULL,           -- open, running, paused, ended
    season           INTEGER NOT NULL DEFAULT 0, -- the latest season begun (0: none yet)
    next_start       TEXT,                       -- when the next season begins (open)
    season_ends      TEXT,                       -- when the running season is planned to end
    created_by       INTEGER NOT NULL,
    created_at       TEXT    NOT NULL
);
CREATE INDEX leagues_by_guild ON leagues (guild_id, status);

CREATE TABLE league_members (
    league_id  INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    joined_at  TEXT    NOT NULL,
    leaving    INTEGER NOT NULL DEFAULT 0,      -- leaves when the running season ends
    PRIMARY KEY (league_id, user_id)
);

-- One row per division of a season; its tournament once opened.
CREATE TABLE league_divisions (
    league_id      INTEGER NOT NULL,
    season         INTEGER NOT NULL,
    division       INTEGER NOT NULL,             -- 1 is the top
    tournament_id  INTEGER,
    PRIMARY KEY (league_id, season, division)
);
CREATE INDEX league_divisions_by_tournament ON league_divisions (tournament_id);

-- Who played where each season, and once it ended, how they finished: a member's
-- history, and the arrows of the final standings. `moved` is a code (up, down, stay, new).
CREATE TABLE league_places (
    league_id  INTEGER NOT NULL,
    season     INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    division   INTEGER NOT NULL,
    moved      TEXT    NOT NULL,                 -- how they came into this division
    final_rank INTEGER,
    points     REAL,
    PRIMARY KEY (league_id, season, user_id)
);
CREATE INDEX league_places_by_member ON league_places (league_id, user_id);
