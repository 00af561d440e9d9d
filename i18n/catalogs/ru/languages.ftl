# /language: язык публичных сообщений сервера или канала (bot/languages/).
language-unknown = Бот не знает языка «{ $language }». Выберите язык из списка.
language-shown-channel = Доски и сообщения в этом канале — на языке: **{ $language }** (выбран для этого канала).
language-shown-server = Доски и сообщения в этом канале — на языке: **{ $language }** (выбран для всего сервера).
language-shown-discord = Доски и сообщения в этом канале — на языке: **{ $language }** (язык сервера в Discord). Другой можно выбрать командой `/language set`.
