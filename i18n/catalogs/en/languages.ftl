# /language: the language of a server's or a channel's public posts (bot/languages/).
language-unknown = The bot does not speak “{ $language }”. Pick a language from the list.
language-shown-channel = This channel's boards and posts are in **{ $language }**, chosen for this channel.
language-shown-server = This channel's boards and posts are in **{ $language }**, chosen for the whole server.
language-shown-discord = This channel's boards and posts are in **{ $language }**, the server's Discord language. Choose another with `/language set`.
