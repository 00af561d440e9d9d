# Jogar uma partida (bot/play/). Os lances ficam na notação do jogo.

## Lances e tabuleiros
play-you-played = Você jogou `{ $move }`.
play-you-played-board-later = Você jogou `{ $move }`; o lance vale, o tabuleiro vem já, já.
play-move-headline = **{ $number }.** { $player } ({ $seat }) jogou `{ $move }`
play-board-after = { $moves ->
    [one] Tabuleiro após { $moves } lance
   *[other] Tabuleiro após { $moves } lances
}
play-board-gave-up = Não deu para publicar o tabuleiro depois do lance { $number }. O lance vale; use `/match board` para ver a posição.
play-in-threads = As partidas são jogadas nas suas threads: vá para { $threads }.
play-match-over = { $how ->
    [resignation] Partida encerrada (desistência).
    [draw_agreed] Partida encerrada (empate combinado).
    [abort] Partida encerrada (cancelada).
    [moderator] Partida encerrada (decisão de um moderador).
    [timeout] Partida encerrada (o tempo acabou).
    [deadline] Partida encerrada (prazo da rodada).
   *[rules] Partida encerrada.
}

## Histórico e replays
play-no-moves-yet = Nenhum lance ainda.
play-history-file-after-match = O arquivo da partida vem quando ela acabar: ele mostraria as cartas.
play-history-file-after-deal = O arquivo da partida vem quando todas as mesas com esta distribuição acabarem.
play-replay-of = Replay da partida { $match }.
play-replay-posted = O replay foi publicado.
play-replay-not-finished = Só dá para ver o replay de uma partida encerrada.
play-replay-deal-still-played = Outra mesa ainda está jogando estas cartas: veja o replay quando ela acabar.

## Desistir e cancelar
play-resign-confirm = Desistir desta partida?
play-resign-button = Desistir
play-you-resigned = Você desistiu.
play-resign-not-yours = Só quem pediu para desistir pode confirmar.
play-you-aborted = Você cancelou a partida.

## Empates
play-draw-offered = { $member } propõe empate. { $opponent }, você aceita?
play-draw-offer-posted = Sua proposta de empate foi publicada.
play-draw-you-accepted = Você aceitou a proposta de empate pendente.
play-draw-agreed = Empate combinado: { $reason }.
play-draw-declined = { $member } recusou o empate; o jogo continua.
play-accept-draw-button = Aceitar empate
play-decline-draw-button = Recusar empate

## Voltar lances e revanches
play-opponent-asked = Seu adversário foi consultado.
play-takeback-asked = { $member } pede para voltar o último lance. { $opponent }?
play-allow-takeback-button = Permitir voltar
play-refuse-takeback-button = Não permitir
play-takeback-allowed = { $member } permitiu voltar o lance.
play-takeback-refused = { $member } não permitiu voltar o lance. O jogo continua.
play-takeback-done = O último lance foi desfeito.
play-takeback-hidden-cards = Em { $game } os lances ficam valendo: o lance que você quer voltar já te mostrou cartas escondidas.
play-takeback-own-move-only = Você só pode voltar o seu próprio lance, e só até o adversário responder.
play-takeback-match-over = Esta partida acabou.
play-takeback-no-request = Não há nenhum pedido para voltar lance a responder.
play-takeback-not-yours = Só o adversário de quem pediu pode responder a um pedido para voltar lance.
play-takeback-answered = Este pedido para voltar lance já foi respondido.
play-rematch-offered = { $member } propõe uma revanche. { $opponent }?
play-accept-rematch-button = Aceitar revanche
play-rematch-accepted = { $member } aceitou a revanche.
play-rematch-heading = **Revanche**: { $players }
play-rematch-heading-computer = O computador aceita. **Revanche**: { $players }
play-rematch-computer-accepted = O computador aceitou: bom jogo.
play-rematch-players-only = Só os jogadores de uma partida podem propor revanche.
play-rematch-round-deal = Estas cartas foram distribuídas para uma rodada inteira do torneio: uma revanche as distribuiria de novo, à vista de todos; comece um novo desafio.
play-rematch-no-offer = Não há nenhuma proposta de revanche para aceitar.
play-rematch-not-yours = Só o outro jogador pode aceitar esta revanche.
play-rematch-answered = Esta proposta de revanche já foi respondida.
play-rematch-not-finished = Uma revanche só pode vir depois de uma partida encerrada.

## Why autocomplete offers no move (choice lines: plain text, at most 100 characters)
play-hint-no-match = Nenhuma partida aqui: desafie alguém com /challenge
play-hint-elsewhere = Sua partida está em #{ $channel }
play-hint-many-elsewhere = Você não joga nenhuma partida aqui: /matches lista as suas
play-hint-watching = Você está assistindo a esta partida: só os jogadores movem
play-hint-not-your-turn = Não é sua vez: { $seat } joga
play-hint-picked = Essa linha só explica a lista; não é uma jogada. Digite depois de /move para ver suas jogadas válidas.
play-yours-elsewhere = Nenhuma partida sua está sendo jogada aqui: as suas estão em { $places }.
# A board that waited in its channel's line and covers the boards it superseded.
play-board-covers = { $moves ->
    [one] **{ $number }.** O tabuleiro após o lance { $number }
   *[other] **{ $number }.** O tabuleiro após o lance { $number }, com os últimos { $moves } lances
}
review-not-finished = Só uma partida encerrada pode ser analisada.
review-tournament-underway = Esta partida foi jogada num torneio: a análise dela fica disponível quando o torneio terminar.
review-of = A análise do computador da partida { $match }: quem estava melhor após cada lance, e as três maiores viradas.
review-posted = A análise foi publicada.
review-title = Análise da partida { $match }
review-ahead = { $seat } à frente
review-plies = lances
review-swing = Lance { $number } ({ $seat }): { $played }; o computador preferia { $preferred }
review-swing-agreed = Lance { $number } ({ $seat }): { $played }; também a escolha do computador
