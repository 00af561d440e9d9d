# Leagues (bot/leagues/): announcements, answers and refusals.
league-unnamed = Liga
league-not-found = Não há liga número { $id } aqui.
league-season-days = Uma temporada dura de 1 a { $most } dias.
league-division-size = Uma divisão tem de { $least } a { $most } jogadores.
league-movers = No máximo metade de uma divisão sobe e no máximo metade desce: { $most } cada.
league-break-hours = As inscrições duram de 1 a { $most } horas.
league-over = Esta liga terminou.
league-already-member = Você já está nesta liga.
league-not-member = Você não está nesta liga (ou já sai dela quando esta temporada acabar).
league-not-running = Esta liga já está pausada ou terminou.
league-not-paused = Esta liga não está pausada.
league-no-season = Nenhuma temporada desta liga está sendo jogada.
league-substitute-already-in = Esse membro já está na liga.
league-member-not-playing = Esse membro não joga esta temporada.
league-division-opening = Essa divisão ainda está sendo montada; tente de novo em um minuto.
league-no-such-season = Esta liga não tem temporada { $season }.
league-no-such-division = Não existe a divisão { $division }: esta temporada tem { $most }.
league-created = A liga #{ $id } está aberta; o anúncio dela está neste canal.
league-joined = Você está em { $name }. Você joga a partir da próxima temporada.
league-left = Você saiu de { $name }.
league-leaving = Você sai de { $name } quando a temporada em curso acabar.
league-paused = { $name } está pausada: nenhuma temporada começa até você retomá-la.
league-resumed = { $name } segue em frente.
league-ended-reply = A liga terminou.
league-substituted = { $joining } assume a vaga de { $leaving }.
league-none = Não há nenhuma liga rodando aqui.
league-listed = #{ $id } { $name }: { $game }, membros: { $members }, temporada { $season }, { $status ->
    [open] entre temporadas
    [running] temporada em curso
    [paused] pausada
   *[other] encerrada
}
league-opened = **{ $name }** (#{ $id }) está aberta: { $game }. Jogadores por divisão: { $size }; dias por temporada: { $days }. Entre com `/league join`; a primeira temporada começa { $starts }.
league-season-begun = **{ $name }**: começa a temporada { $season }. Jogadores: { $players }; divisões: { $divisions }. As partidas de cada divisão abrem em tópicos aqui; veja `/league standings`.
league-postponed = **{ $name }**: poucos jogadores para uma temporada, então ela começa { $starts }. Entre com `/league join`.
league-season-ended = **{ $name }**: a temporada { $season } acabou.
league-champion = Campeão: { $player }
league-promoted = ▲ Sobem: { $players }
league-relegated = ▼ Descem: { $players }
league-and-more = mais { $count }
league-next-season = A próxima temporada começa { $starts }; até lá dá para entrar ou sair.
league-waits = A liga está pausada: a próxima temporada espera a moderação.
league-ended = **{ $name }** foi encerrada.
league-history-none = { $member } ainda não jogou nenhuma temporada desta liga.
league-history-of = Temporadas de { $member }:
league-history-line = Temporada { $season }: divisão { $division } ({ $came })
league-history-finish = posição { $rank }, pontos: { $points }
league-came-new = novo
league-came-up = subiu
league-came-down = desceu
league-came-stay = ficou
league-standings-title = { $name }, temporada { $season }
league-division = Divisão { $division }
league-standings-live = Temporada { $season }, em curso (divisões: { $divisions }).
league-standings-final = Temporada { $season }, final (divisões: { $divisions }).
league-not-begun = A primeira temporada desta liga ainda não começou.
privacy-kept-leagues = Ligas que você criou: { $count }.
privacy-kept-league-members = Ligas em que você está: { $count }.
privacy-kept-league-places = Suas temporadas em ligas, com divisões, posições e pontos: { $count }.
