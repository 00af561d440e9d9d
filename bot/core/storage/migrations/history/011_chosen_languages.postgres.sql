-- SQLite's 011: the language a server's moderators chose for its public posts, and a
-- channel's choice, which beats the server's (see bot/languages/).
CREATE TABLE server_languages (
    guild_id  BIGINT PRIMARY KEY,
    locale    TEXT   NOT NULL
);

CREATE TABLE channel_languages (
    guild_id    BIGINT NOT NULL,
    channel_id  BIGINT NOT NULL,
    locale      TEXT   NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
);
