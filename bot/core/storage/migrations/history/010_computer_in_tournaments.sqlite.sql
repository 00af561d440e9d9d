-- The computer as a tournament entrant (`/tournament-mod add-computer`). Its seat holds
-- the bot's own account, so a table between two of its levels seats the bot twice: the
-- level of each of its seats at a tournament table is named here. A match from
-- `/computer play` (one seat) keeps its level in `computer_matches` (008) alone.
CREATE TABLE computer_seat_levels (
    match_id  INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat      TEXT    NOT NULL,
    level     TEXT    NOT NULL,
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
