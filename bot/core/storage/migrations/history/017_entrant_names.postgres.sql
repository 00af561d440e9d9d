-- SQLite's 017: the display name each tournament entrant had in a server, kept when
-- they join and refreshed from their own interactions (the bot's member cache is empty).
CREATE TABLE entrant_names (
    guild_id      BIGINT NOT NULL,
    user_id       BIGINT NOT NULL,
    display_name  TEXT   NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
