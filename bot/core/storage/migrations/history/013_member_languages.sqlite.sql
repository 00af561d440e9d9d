-- The Discord language each member last used with the bot, so a direct message (sent
-- when no interaction is at hand) reads in it. Written only when it changes.
CREATE TABLE member_languages (
    user_id  INTEGER PRIMARY KEY,
    locale   TEXT    NOT NULL
);
