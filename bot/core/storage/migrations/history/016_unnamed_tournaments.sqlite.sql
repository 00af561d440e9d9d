-- Earlier releases stored the English word "Tournament" as the name of a tournament
-- created without one; a name is now left empty and each reader's language words it
-- (`bot/tournaments/wording.py`, tourney-unnamed). A moderator who typed that very name
-- reads it in English as before and in their own language elsewhere.
UPDATE tournaments SET name = '' WHERE name = 'Tournament';
