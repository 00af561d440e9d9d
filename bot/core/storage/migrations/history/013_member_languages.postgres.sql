-- SQLite's 013: the Discord language each member last used with the bot, so a direct
-- message reads in it. Written only when it changes.
CREATE TABLE member_languages (
    user_id  BIGINT PRIMARY KEY,
    locale   TEXT   NOT NULL
);
