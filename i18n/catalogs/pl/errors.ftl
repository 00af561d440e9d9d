error-busy = Bot jest teraz zajęty i nic nie zostało zapisane. Spróbuj ponownie za chwilę.
error-unexpected = Coś poszło nie tak po naszej stronie (numer `{ $reference }`). Spróbuj ponownie; jeśli to się powtarza, pokaż ten numer moderatorowi.
error-moderators-only = Tylko moderatorzy serwera mogą to zrobić.
error-not-in-direct-messages = Partie rozgrywa się na serwerach, nie w wiadomościach prywatnych.
error-not-here = Nie możesz tu użyć tego polecenia.
error-discord-unavailable = Discord nie odpowiedział, więc nic nie zostało zapisane. Spróbuj ponownie.
