-- SQLite's 021: match pages by unguessable token, servers that turned their pages off,
-- revoked private links, and the key private links are signed with (see bot/web/).
CREATE TABLE match_pages (
    match_id  BIGINT PRIMARY KEY REFERENCES matches (id),
    token     TEXT   NOT NULL UNIQUE
);

CREATE TABLE web_settings (
    guild_id  BIGINT PRIMARY KEY,
    pages_on  BIGINT NOT NULL
);

CREATE TABLE private_link_revocations (
    match_id        BIGINT NOT NULL,
    user_id         BIGINT NOT NULL,
    revoked_before  BIGINT NOT NULL,
    PRIMARY KEY (match_id, user_id)
);

CREATE TABLE web_keys (
    name    TEXT PRIMARY KEY,
    secret  TEXT NOT NULL
);
