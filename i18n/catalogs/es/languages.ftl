# /language: el idioma de las publicaciones de un servidor o de un canal (bot/languages/).
language-unknown = El bot no habla «{ $language }». Elige un idioma de la lista.
language-shown-channel = Los tableros y publicaciones de este canal están en **{ $language }**, elegido para este canal.
language-shown-server = Los tableros y publicaciones de este canal están en **{ $language }**, elegido para todo el servidor.
language-shown-discord = Los tableros y publicaciones de este canal están en **{ $language }**, el idioma de Discord del servidor. Elige otro con `/language set`.
