-- The tournament log keeps facts, not words: `detail` becomes a JSON object of ids and
-- values (keys per action in bot/tournaments/records.py, ActionKind), worded by the
-- Discord side when shown. Rows written before held Discord markup ("<@123>") and
-- English; each action's text had one fixed shape, read back here.

-- create: "Name: game, format of N rounds"; the tournament row has every part.
UPDATE tournament_actions
SET detail = (
    SELECT json_object(
        'name', t.name, 'game_id', t.game_id, 'format', t.format,
        'swiss_rounds', t.swiss_rounds
    )
    FROM tournaments AS t
    WHERE t.id = tournament_actions.tournament_id
)
WHERE action = 'create';

-- start: "8 players"
UPDATE tournament_actions
SET detail = json_object('players', CAST(substr(detail, 1, instr(detail, ' ') - 1) AS INTEGER))
WHERE action = 'start';

-- extend: "round 2 to 2026-03-04 12:00 UTC"
UPDATE tournament_actions
SET detail = json_object(
    'round', CAST(substr(detail, 7, instr(detail, ' to ') - 7) AS INTEGER),
    'deadline', replace(substr(detail, instr(detail, ' to ') + 4, 16), ' ', 'T') || ':00+00:00'
)
WHERE action = 'extend';

-- result: "R1-2: draw" or "R1-2: won by <@123>"
UPDATE tournament_actions
SET detail = json_object(
    'table', substr(detail, 1, instr(detail, ': ') - 1),
    'winner_id', CASE
        WHEN instr(detail, '<@') = 0 THEN NULL
        ELSE CAST(substr(detail, instr(detail, '<@') + 2, instr(detail, '>') - instr(detail, '<@') - 2) AS INTEGER)
    END
)
WHERE action = 'result';

-- drop: "<@123>"
UPDATE tournament_actions
SET detail = json_object('user_id', CAST(substr(detail, 3, length(detail) - 3) AS INTEGER))
WHERE action = 'drop';

-- substitute: "<@123> → <@456>"
UPDATE tournament_actions
SET detail = json_object(
    'leaving_id', CAST(substr(detail, 3, instr(detail, '>') - 3) AS INTEGER),
    'joining_id', CAST(
        substr(detail, instr(detail, ' → <@') + 5, length(detail) - instr(detail, ' → <@') - 5)
        AS INTEGER
    )
)
WHERE action = 'substitute';

-- cancel: ""
UPDATE tournament_actions
SET detail = '{}'
WHERE action = 'cancel';
