error-busy = Der Bot ist gerade ausgelastet, und nichts wurde gespeichert. Bitte versuche es gleich noch einmal.
error-unexpected = Bei uns ist etwas schiefgegangen (Referenz `{ $reference }`). Bitte versuche es noch einmal; passiert es wieder, zeige diese Referenz einem Moderator.
error-moderators-only = Das dürfen nur die Moderatoren des Servers.
error-not-in-direct-messages = Partien werden auf Servern gespielt, nicht in Direktnachrichten.
error-not-here = Diesen Befehl kannst du hier nicht verwenden.
error-discord-unavailable = Discord hat nicht geantwortet, daher wurde nichts gespeichert. Bitte versuche es noch einmal.
