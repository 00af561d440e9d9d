# /language: die Sprache der öffentlichen Beiträge eines Servers oder Kanals (bot/languages/).
language-unknown = „{ $language }“ spricht der Bot nicht. Wähle eine Sprache aus der Liste.
language-shown-channel = Bretter und Beiträge in diesem Kanal sind auf **{ $language }**, gewählt für diesen Kanal.
language-shown-server = Bretter und Beiträge in diesem Kanal sind auf **{ $language }**, gewählt für den ganzen Server.
language-shown-discord = Bretter und Beiträge in diesem Kanal sind auf **{ $language }**, der Discord-Sprache des Servers. Eine andere wählst du mit `/language set`.
