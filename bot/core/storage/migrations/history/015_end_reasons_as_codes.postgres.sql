-- SQLite's 015: the bot's own reasons for ending a match, stored as English sentences
-- by earlier releases, become the catalogue codes the bot stores now (JSON
-- {"args": ..., "id": "match-reason-..."}), worded when read. A moderator's own words
-- stay theirs, as the argument of match-reason-decided.
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
   SET end_reason = json_build_object(
       'args', json_build_object('seat', substr(end_reason, 1, length(end_reason) - length(' resigned'))),
       'id', 'match-reason-resigned')::text
 WHERE end_how = 'resignation' AND end_reason LIKE '_% resigned';
UPDATE matches
   SET end_reason = json_build_object(
       'args', json_build_object('seat', substr(end_reason, 1, length(end_reason) - length(' ran out of time'))),
       'id', 'match-reason-timeout')::text
 WHERE end_how = 'timeout' AND end_reason LIKE '_% ran out of time';
UPDATE matches
   SET end_reason = json_build_object('args', json_build_object('reason', end_reason), 'id', 'match-reason-decided')::text
 WHERE end_how = 'moderator' AND end_reason NOT LIKE '{"args"%';
