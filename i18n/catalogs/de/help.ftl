# /help (bot/guide/cog.py): die Zeilen um die Liste der Befehle.
help-intro = Fordere jemanden mit `/challenge` heraus; die Partie bekommt einen eigenen Thread. Gespielt wird mit `/move` (tipp los, dann siehst du deine erlaubten Züge).
help-for-moderators = **Für Moderatoren**
help-intro-in-channel = Fordere jemanden mit `/challenge` heraus; die Partie wird im Kanal selbst gespielt, eine nach der anderen. Gespielt wird mit `/move` (tipp los, dann siehst du deine erlaubten Züge).
help-computer = Spiel mit `/computer play` gegen den Computer: Er spielt { $level }, wenn du keine Stufe wählst.
help-premoves = Zug erwartet? `/premove add` merkt deine Antwort vor; sie kommt sofort, niemand sonst sieht sie.
