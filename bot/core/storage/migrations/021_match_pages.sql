-- The match pages (bot/web/): every match's page is addressed by an unguessable token,
-- never by its number, so nobody can walk another server's games by counting.
CREATE TABLE match_pages (
    match_id  BIGINT PRIMARY KEY REFERENCES matches (id),
    token     TEXT    NOT NULL UNIQUE
);

-- A server whose moderators turned its pages off (`/mod settings web:False`); a server
-- without a row has them on. Off, every link of its matches answers 404.
CREATE TABLE web_settings (
    guild_id  BIGINT PRIMARY KEY,
    pages_on  BIGINT NOT NULL
);

-- A player's private links to a match (their hand) issued before `revoked_before`
-- (seconds since the epoch) no longer open: `/match link revoke:True`.
CREATE TABLE private_link_revocations (
    match_id        BIGINT NOT NULL,
    user_id         BIGINT NOT NULL,
    revoked_before  BIGINT NOT NULL,
    PRIMARY KEY (match_id, user_id)
);

-- The key private links are signed with: made once by whichever process needs it
-- first, the same for every process sharing the database.
CREATE TABLE web_keys (
    name    TEXT PRIMARY KEY,
    secret  TEXT NOT NULL
);
