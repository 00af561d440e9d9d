-- Where a match's page reads its language from, as the bot process that posts its boards
-- sees it on Discord: the channel whose choice applies (a thread's parent) and the
-- server's Discord language. The page process (bot/web/) has no Discord connection and
-- reads them here.
CREATE TABLE page_places (
    match_id       BIGINT PRIMARY KEY REFERENCES matches (id),
    channel_id     BIGINT,
    server_locale  TEXT
);
