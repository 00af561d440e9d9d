-- The bot's own reasons for ending a match were stored as English sentences ("dark
-- resigned", "the round deadline passed"), which a German channel then read in English.
-- They are stored as catalogue codes now, JSON {"args": ..., "id": "match-reason-..."}
-- as `bot/core/match_store.py` writes them, and worded when read. This turns the
-- sentences every earlier release wrote into those codes. A moderator's own words stay
-- theirs, as the argument of match-reason-decided; a game's reasons (end_how 'rules')
-- were messages already. PostgreSQL's twin is 015_end_reasons_as_codes.postgres.sql.
UPDATE matches
   SET end_how = 'deadline', end_reason = '{"args": {}, "id": "match-reason-round-deadline"}'
 WHERE end_how = 'timeout' AND end_reason = 'the round deadline passed';
UPDATE matches SET end_reason = '{"args": {}, "id": "match-reason-moderator"}'
 WHERE end_how = 'moderator' AND end_reason = 'a moderator decided the game';
UPDATE matches SET end_reason = '{"args": {}, "id": "match-reason-withdrew"}'
 WHERE end_how = 'moderator' AND end_reason = 'a player withdrew from the tournament';
UPDATE matches SET end_reason = '{"args": {}, "id": "match-reason-substituted"}'
 WHERE end_how = 'abort' AND end_reason = 'a player was substituted';
UPDATE matches SET end_reason = '{"args": {}, "id": "match-reason-cancelled"}'
 WHERE end_how = 'abort' AND end_reason = 'the tournament was cancelled';
UPDATE matches SET end_reason = '{"args": {}, "id": "match-reason-aborted"}'
 WHERE end_how = 'abort' AND end_reason LIKE '% aborted before the game got going';
UPDATE matches SET end_reason = '{"args": {}, "id": "match-reason-draw-agreed"}'
 WHERE end_how = 'draw agreed' AND end_reason = 'the players agreed to a draw';
UPDATE matches
   SET end_reason = json_object(
       'args', json_object('seat', substr(end_reason, 1, length(end_reason) - length(' resigned'))),
       'id', 'match-reason-resigned')
 WHERE end_how = 'resignation' AND end_reason LIKE '_% resigned';
UPDATE matches
   SET end_reason = json_object(
       'args', json_object('seat', substr(end_reason, 1, length(end_reason) - length(' ran out of time'))),
       'id', 'match-reason-timeout')
 WHERE end_how = 'timeout' AND end_reason LIKE '_% ran out of time';
UPDATE matches
   SET end_reason = json_object('args', json_object('reason', end_reason), 'id', 'match-reason-decided')
 WHERE end_how = 'moderator' AND end_reason NOT LIKE '{"args"%';
