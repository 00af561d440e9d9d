error-busy = O bot está ocupado agora e nada foi salvo. Tente de novo em um instante.
error-unexpected = Algo deu errado do nosso lado (referência `{ $reference }`). Tente de novo; se continuar acontecendo, mostre esta referência a um moderador.
error-moderators-only = Só os moderadores do servidor podem fazer isso.
error-not-in-direct-messages = As partidas são jogadas em servidores, não em mensagens diretas.
error-not-here = Você não pode usar este comando aqui.
error-discord-unavailable = O Discord não respondeu, então nada foi salvo. Tente de novo.
