-- The display name each tournament entrant had in a server, kept when they join and
-- refreshed from their own interactions: the bot asks for no members intent, so its
-- member cache cannot name them when the bracket or the standings are drawn.
CREATE TABLE entrant_names (
    guild_id      INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    display_name  TEXT    NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
