-- Team battles (bot/team_battles/): two or more Discord roles play each other for a
-- while, arena-style: a member is paired with a free member of another team as soon as
-- both are free, and a team scores the points of its best `top` players.
CREATE TABLE team_battles (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    game_id       TEXT    NOT NULL,
    options       TEXT    NOT NULL,             -- JSON, checked like a challenge's
    time_control  TEXT,
    teams         TEXT    NOT NULL,             -- JSON list of role ids
    top           INTEGER NOT NULL,             -- players whose points count per team
    status        TEXT    NOT NULL,             -- running, finished, cancelled
    ends_at       TEXT    NOT NULL,
    message_id    INTEGER,
    created_by    INTEGER NOT NULL,
    created_at    TEXT    NOT NULL
);
CREATE INDEX team_battles_by_guild ON team_battles (guild_id, status);

CREATE TABLE team_battle_players (
    battle_id      INTEGER NOT NULL,
    user_id        INTEGER NOT NULL,
    role_id        INTEGER NOT NULL,            -- the team they play for
    points         INTEGER NOT NULL DEFAULT 0,  -- 2 a win, 1 a draw
    free_since     TEXT,                        -- waiting for a game since; NULL: playing
    last_opponent  INTEGER,
    PRIMARY KEY (battle_id, user_id)
);

CREATE TABLE team_battle_games (
    match_id   INTEGER PRIMARY KEY,
    battle_id  INTEGER NOT NULL,
    first_id   INTEGER NOT NULL,
    second_id  INTEGER NOT NULL,
    finished   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX team_battle_games_by_battle ON team_battle_games (battle_id);
