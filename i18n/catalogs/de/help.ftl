# /help (bot/guide/cog.py): die Zeilen um die Liste der Befehle.
help-intro = Fordere jemanden mit `/challenge` heraus; die Partie bekommt einen eigenen Thread. Gespielt wird mit `/move` (tipp los, dann siehst du deine erlaubten Züge).
help-for-moderators = **Für Moderatoren**
