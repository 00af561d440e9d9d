# /language: język publicznych wiadomości serwera lub kanału (bot/languages/).
language-unknown = Bot nie zna języka „{ $language }”. Wybierz język z listy.
language-shown-channel = Plansze i wiadomości na tym kanale są w języku: **{ $language }** (wybrany dla tego kanału).
language-shown-server = Plansze i wiadomości na tym kanale są w języku: **{ $language }** (wybrany dla całego serwera).
language-shown-discord = Plansze i wiadomości na tym kanale są w języku: **{ $language }** (język serwera na Discordzie). Inny wybierzesz poleceniem `/language set`.
