# Desafios (bot/challenges/): a publicação do desafio, seus botões e suas recusas.
challenge-to-anyone = { $challenger } desafia qualquer um para **{ $game }**.
challenge-to-anyone-with = { $challenger } desafia qualquer um para **{ $game }** ({ $details }).
challenge-to-member = { $challenger } desafia { $opponent } para **{ $game }**.
challenge-to-member-with = { $challenger } desafia { $opponent } para **{ $game }** ({ $details }).
challenge-detail-seat = jogando de { $seat }
challenge-time = { $per_move } por lance
challenge-time-with-reserve = { $per_move } por lance + { $reserve } de reserva
challenge-expires = Este desafio expira { $when }.
challenge-expired = Este desafio expirou sem resposta.
challenge-expired-notice = O desafio de { $challenger } expirou sem resposta.
challenge-posted = Seu desafio foi publicado.
challenge-accept-button = Aceitar
challenge-decline-button = Recusar
challenge-accepted-by = Aceito por { $member }.
challenge-declined = Recusado.
challenge-withdrawn = Retirado.
challenge-match-heading = **{ $game }**: { $players }
challenge-thread-name = { $game } · { $challenger } contra { $opponent }

## Recusas
challenge-no-bots = Bots não jogam aqui: desafie um membro, ou jogue contra o computador com `/computer play`.
challenge-missing-permissions = Estão me faltando permissões neste canal: { $permissions }.
challenge-channel-busy = Já há uma partida sendo jogada aqui (seus jogadores podem encerrá-la com `/match resign`): desafie em outro canal, ou quando ela acabar.
challenge-yourself = Você não pode desafiar a si mesmo; publique um desafio aberto.
challenge-already-waiting = Já existe um desafio entre vocês dois esperando resposta.
challenge-cooldown = Você acabou de desafiar alguém; tente de novo em { $seconds } s.
challenge-gone = Esse desafio não existe mais.
challenge-own = Você não pode aceitar seu próprio desafio.
challenge-someone-else = Este desafio é para outra pessoa.
challenge-decline-not-yours = Só o membro desafiado pode recusar este desafio.
challenge-not-here = Esse desafio não está neste canal.
challenge-settled = { $status ->
    [accepted] Este desafio já foi aceito.
    [declined] Este desafio já foi recusado.
    [expired] Este desafio já expirou.
   *[withdrawn] Este desafio já foi retirado.
}
challenge-expired-refusal = Este desafio expirou.
challenge-answered-first = Alguém respondeu a este desafio antes.

## As permissões, como o Discord as chama
permission-send-messages = Enviar mensagens
permission-attach-files = Anexar arquivos
permission-embed-links = Inserir links
permission-send-messages-in-threads = Enviar mensagens em threads
permission-create-public-threads = Criar threads públicos
