# Partidas (bot/core/): legendas dos tabuleiros, linhas de resultado, o botão da mão e as
# recusas do MatchService. Os lugares (dark, light, H, V...) ficam como o jogo os chama.

## A linha de status sob cada tabuleiro
match-to-move = Vez de { $player } ({ $seat }).
match-result-win = **{ $player } ({ $seat }) vence**: { $reason }.
match-result-draw = **Empate**: { $reason }.
match-result-aborted = **Partida cancelada**: { $reason }.
match-reason-resigned = { $seat } desistiu
match-reason-draw-agreed = os jogadores combinaram um empate
match-reason-timeout = o tempo de { $seat } acabou
match-reason-aborted = cancelada antes de a partida engrenar
match-reason-decided = { $reason }, decisão de um moderador
match-players = { $first } ({ $first_seat }) contra { $second } ({ $second_seat })

## A mão do jogo de cartas
match-show-hand = Ver minha mão
match-your-hand = Sua mão ({ $seat }):
match-hand-players-only = Só os dois jogadores desta partida têm uma mão para mostrar.

## Recusas
match-not-found = Não existe partida número { $match }.
match-not-found-here = Não existe partida número { $match } aqui.
match-not-here = Essa partida não é jogada aqui.
match-none-here = Nenhuma partida está sendo jogada aqui: `/matches` lista as partidas em andamento; comece uma com `/challenge`.
match-none-yet = Nenhuma partida foi jogada aqui ainda.
match-seats-needed = { $game } precisa dos lugares { $seats }.
match-channel-busy = Já há uma partida sendo jogada aqui: terminem-na antes (seus jogadores podem encerrá-la com `/match resign`), ou joguem em outro canal ou thread.
match-draw-already-offered = Sua proposta de empate já está na mesa.
match-draw-own-offer = A proposta é sua; seu adversário decide.
match-draw-answered = Essa proposta de empate já foi respondida, ou um lance a encerrou.
match-abort-too-late = Os dois já jogaram: desista ou proponha um empate.
match-moved-meanwhile = Um lance foi feito nesse meio-tempo; olhe o tabuleiro de novo.
match-no-such-seat = “{ $seat }” não é um lugar deste jogo (lugares: { $seats }).
match-request-lapsed = Um lance foi feito depois do pedido, então ele perdeu a validade.
match-over = Esta partida acabou: { $reason }.
match-not-a-player = Você não está jogando nesta partida.
match-watching = Você está assistindo a esta partida, não jogando.
match-not-your-turn = Não é sua vez: é a vez de { $seat }.
match-lost-race = Outra mudança nesta partida chegou antes; olhe o tabuleiro e tente de novo.
match-game-not-allowed = Este servidor não permite { $game }.
match-deal-fixed = Quem distribui as cartas é o bot: tire as opções que as fixam.
match-option-malformed = “{ $option }” não é uma opção: escreva chave=valor, por exemplo size=8.
match-option-twice = A opção “{ $option }” aparece duas vezes.
match-seats-domination-cards = { seat-domination-cards-H } senta abaixo da mesa; { seat-domination-cards-V }, pela lateral. `/rules` conta o resto.

## Why the bot ended a match itself (stored as these ids, worded when read)
match-reason-moderator = um moderador decidiu a partida
match-reason-withdrew = o adversário saiu do torneio
match-reason-round-deadline = o prazo da rodada acabou
match-reason-substituted = um jogador foi substituído
match-reason-cancelled = o torneio foi cancelado
