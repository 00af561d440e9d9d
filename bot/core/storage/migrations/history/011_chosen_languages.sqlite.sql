-- The language a server's moderators chose for its public posts (`/language set`):
-- boards, results and tournament posts are written in it instead of the server's Discord
-- locale. A channel's choice beats the server's; a thread reads its parent channel's.
-- A server or channel without a row reads the next choice down (see bot/languages/).
CREATE TABLE server_languages (
    guild_id  INTEGER PRIMARY KEY,
    locale    TEXT    NOT NULL               -- a shipped catalogue: en, de, pt-BR...
);

CREATE TABLE channel_languages (
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    locale      TEXT    NOT NULL,
    PRIMARY KEY (guild_id, channel_id)       -- a server's choices are read together
) WITHOUT ROWID;
