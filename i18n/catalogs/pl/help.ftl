# /help (bot/guide/cog.py): wiersze wokół listy poleceń.
help-intro = Wyzwij kogoś poleceniem `/challenge`; partia dostaje własny wątek. Graj poleceniem `/move` (zacznij pisać, a zobaczysz dozwolone ruchy).
help-for-moderators = **Dla moderatorów**
