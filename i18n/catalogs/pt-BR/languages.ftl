# /language: o idioma das publicações de um servidor ou de um canal (bot/languages/).
language-unknown = O bot não fala “{ $language }”. Escolha um idioma da lista.
language-shown-channel = Os tabuleiros e publicações deste canal estão em **{ $language }**, escolhido para este canal.
language-shown-server = Os tabuleiros e publicações deste canal estão em **{ $language }**, escolhido para o servidor inteiro.
language-shown-discord = Os tabuleiros e publicações deste canal estão em **{ $language }**, o idioma do servidor no Discord. Escolha outro com `/language set`.
