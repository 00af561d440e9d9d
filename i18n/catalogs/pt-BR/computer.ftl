# O computador como adversário (bot/computer/).
ai-player = o computador ({ $level })
ai-name = computador ({ $level })
ai-moved = **{ $number }.** { $player } ({ $seat }) jogou `{ $move }`
ai-resigns = O computador desiste: a posição dele está perdida. Bem jogado!
ai-accepts-draw = O computador aceita o empate.
ai-declines-draw = O computador recusa o empate: ele gosta da posição. Continue jogando.
ai-challenge-taken = { $player } enfrenta o computador ({ $level }) em **{ $game }**, jogando de { $seat }.
ai-thread = { $game } · computador ({ $level })
ai-seated = { $player } ({ $seat }, computador { $level })
ai-member-seated = { $player } ({ $seat })
ai-first-board = **{ $game }**: { $players }
ai-took-back = { $moves ->
    [one] { $player } voltou o último lance; o computador deixou.
   *[other] { $player } voltou o último lance e a resposta; o computador deixou.
}
ai-ready = Sua partida está pronta em { $place }.
ai-taken-back = Voltado: é a sua vez.
ai-rated = As novas partidas contra o computador valem rating: cada nível tem seu próprio rating.
ai-unrated = Aqui as partidas contra o computador não valem rating.
ai-unknown-level = Os níveis são { $levels }.
ai-no-tournament-rematch = O computador só joga revanches de partidas casuais: comece uma com /computer play.
ai-takeback-elsewhere = Contra o computador, volte seu lance com /computer takeback.
ai-match-over = Esta partida terminou.
ai-takeback-players-only = Só quem joga contra o computador aqui pode voltar um lance.
ai-takeback-hidden-cards = Em { $game } os lances valem: eles mostraram cartas escondidas.
ai-takeback-rated = O computador só deixa voltar lances em partidas sem rating.
ai-takeback-nothing = Você ainda não tem lance para voltar.
