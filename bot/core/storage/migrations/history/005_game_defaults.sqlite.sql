-- Per-server default options of a game (`/mod defaults`): a challenge to that game starts
-- from them, and the challenger's own options replace them key by key. They are kept as
-- the key=value strings the moderator wrote (the game validated them when they were set),
-- not as the game's full options, so only the keys a moderator chose are ever merged.
CREATE TABLE guild_game_defaults (
    guild_id  INTEGER NOT NULL,
    game_id   TEXT    NOT NULL,
    options   TEXT    NOT NULL,              -- JSON object: option key -> value text
    PRIMARY KEY (guild_id, game_id)
) WITHOUT ROWID;
