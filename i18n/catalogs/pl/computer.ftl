# Komputer jako przeciwnik (bot/computer/).
ai-player = komputer ({ $level })
ai-name = komputer ({ $level })
ai-moved = **{ $number }.** { $player } ({ $seat }) zagrał `{ $move }`
ai-resigns = Komputer się poddaje: jego pozycja jest przegrana. Dobra gra!
ai-accepts-draw = Komputer przyjmuje remis.
ai-declines-draw = Komputer odrzuca remis: podoba mu się jego pozycja. Grajcie dalej.
ai-challenge-taken = { $player } mierzy się z komputerem ({ $level }) w **{ $game }**, grając { $seat }.
ai-thread = { $game } · komputer ({ $level })
ai-seated = { $player } ({ $seat }, komputer { $level })
ai-member-seated = { $player } ({ $seat })
ai-first-board = **{ $game }**: { $players }
ai-took-back = { $moves ->
    [one] { $player } cofnął ostatni ruch; komputer się zgodził.
   *[other] { $player } cofnął ostatni ruch wraz z odpowiedzią; komputer się zgodził.
}
ai-ready = Twoja partia czeka w { $place }.
ai-taken-back = Cofnięto: twój ruch.
ai-rated = Nowe partie z komputerem są rankingowe: każdy poziom ma własny ranking.
ai-unrated = Partie z komputerem nie są tu rankingowe.
ai-unknown-level = Poziomy to { $levels }.
ai-no-tournament-rematch = Komputer gra rewanże tylko w partiach towarzyskich: zacznij jedną przez /computer play.
ai-takeback-elsewhere = Z komputerem cofasz ruch przez /computer takeback.
ai-match-over = Ta partia się skończyła.
ai-takeback-players-only = Tylko osoba grająca tu z komputerem może cofnąć ruch.
ai-takeback-hidden-cards = W { $game } ruchów się nie cofa: pokazały ci zakryte karty.
ai-takeback-rated = Komputer pozwala cofać ruchy tylko w partiach nierankingowych.
ai-takeback-nothing = Nie masz jeszcze ruchu do cofnięcia.
