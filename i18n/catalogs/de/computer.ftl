# Der Computer als Gegner (bot/computer/).
ai-player = der Computer ({ $level })
ai-name = Computer ({ $level })
ai-moved = **{ $number }.** { $player } ({ $seat }) spielte `{ $move }`
ai-resigns = Der Computer gibt auf: seine Stellung ist verloren. Gut gespielt!
ai-accepts-draw = Der Computer nimmt das Remis an.
ai-declines-draw = Der Computer lehnt das Remis ab: ihm gefällt seine Stellung. Spiel weiter.
ai-challenge-taken = { $player } tritt bei **{ $game }** gegen den Computer ({ $level }) an und spielt { $seat }.
ai-thread = { $game } · Computer ({ $level })
ai-seated = { $player } ({ $seat }, Computer { $level })
ai-member-seated = { $player } ({ $seat })
ai-first-board = **{ $game }**: { $players }
ai-took-back = { $moves ->
    [one] { $player } hat den letzten Zug zurückgenommen; der Computer hat es erlaubt.
   *[other] { $player } hat den letzten Zug samt Antwort zurückgenommen; der Computer hat es erlaubt.
}
ai-ready = Deine Partie wartet in { $place }.
ai-taken-back = Zurückgenommen: du bist am Zug.
ai-rated = Neue Partien gegen den Computer werden gewertet: jede Stufe hat ihre eigene Wertung.
ai-unrated = Partien gegen den Computer werden hier nicht gewertet.
ai-unknown-level = Die Stufen sind { $levels }.
ai-no-tournament-rematch = Der Computer spielt Revanchen nur in freien Partien: starte eine mit /computer play.
ai-takeback-elsewhere = Gegen den Computer nimmst du deinen Zug mit /computer takeback zurück.
ai-match-over = Diese Partie ist vorbei.
ai-takeback-players-only = Nur wer hier gegen den Computer spielt, kann einen Zug zurücknehmen.
ai-takeback-hidden-cards = In { $game } bleiben Züge stehen: sie haben dir verdeckte Karten gezeigt.
ai-takeback-rated = Der Computer erlaubt Zurücknahmen nur in ungewerteten Partien.
ai-takeback-nothing = Du hast noch keinen Zug zum Zurücknehmen.
