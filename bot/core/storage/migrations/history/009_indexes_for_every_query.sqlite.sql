-- An index for every query a command runs, so none scans a table that grows with use
-- (tests/e2e/test_query_plans.py asks SQLite for each plan and fails on a full scan).

-- `/match board`, `/replay`, `/rematch` in a channel whose match is over: the newest
-- match of the channel. The partial index of 001 covers only ongoing matches.
CREATE INDEX matches_by_channel ON matches (channel_id, id);

-- The computer's start-up scan for its ongoing matches.
CREATE INDEX matches_ongoing_by_origin ON matches (origin, id) WHERE status = 'ongoing';

-- Offers are keyed by kind first, so inserting or deleting a match (whose foreign key
-- they hold) would read every offer to find the match's own.
CREATE INDEX pace_offers_by_match ON pace_offers (match_id);

-- `/matches` and vacations: a member's ongoing matches. The seats are a JSON object,
-- which no index can reach, so this table is their index, kept by the triggers below:
-- one row per seat of an ongoing match, gone when the match ends or is deleted.
CREATE TABLE ongoing_seats (
    user_id   INTEGER NOT NULL,
    match_id  INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    guild_id  INTEGER NOT NULL,
    PRIMARY KEY (user_id, match_id)
) WITHOUT ROWID;

-- The end of a match drops its rows by match.
CREATE INDEX ongoing_seats_by_match ON ongoing_seats (match_id);

-- OR IGNORE: a member may hold two seats of one match (a match against oneself).
INSERT OR IGNORE INTO ongoing_seats (user_id, match_id, guild_id)
    SELECT seat.value, matches.id, matches.guild_id
    FROM matches, json_each(matches.seats) AS seat
    WHERE matches.status = 'ongoing';

CREATE TRIGGER ongoing_seats_on_start AFTER INSERT ON matches WHEN NEW.status = 'ongoing'
BEGIN
    INSERT OR IGNORE INTO ongoing_seats (user_id, match_id, guild_id)
        SELECT value, NEW.id, NEW.guild_id FROM json_each(NEW.seats);
END;

CREATE TRIGGER ongoing_seats_on_end AFTER UPDATE OF status ON matches
    WHEN OLD.status = 'ongoing' AND NEW.status != 'ongoing'
BEGIN
    DELETE FROM ongoing_seats WHERE match_id = NEW.id;
END;

-- No use case reopens a match today; should one (or a hand at the database) ever do
-- it, the index follows rather than hide the match from its players.
CREATE TRIGGER ongoing_seats_on_reopen AFTER UPDATE OF status ON matches
    WHEN OLD.status != 'ongoing' AND NEW.status = 'ongoing'
BEGIN
    INSERT OR IGNORE INTO ongoing_seats (user_id, match_id, guild_id)
        SELECT value, NEW.id, NEW.guild_id FROM json_each(NEW.seats);
END;
