# /language : la langue des messages publics d'un serveur ou d'un salon (bot/languages/).
language-unknown = Le bot ne parle pas « { $language } ». Choisis une langue dans la liste.
language-shown-channel = Les plateaux et messages de ce salon sont en **{ $language }** : langue choisie pour ce salon.
language-shown-server = Les plateaux et messages de ce salon sont en **{ $language }** : langue choisie pour tout le serveur.
language-shown-discord = Les plateaux et messages de ce salon sont en **{ $language }** : la langue Discord du serveur. Choisis-en une autre avec `/language set`.
