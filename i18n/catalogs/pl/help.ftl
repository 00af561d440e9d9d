# /help (bot/guide/cog.py): wiersze wokół listy poleceń.
help-intro = Wyzwij kogoś poleceniem `/challenge`; partia dostaje własny wątek. Graj poleceniem `/move` (zacznij pisać, a zobaczysz dozwolone ruchy).
help-for-moderators = **Dla moderatorów**
help-intro-in-channel = Wyzwij kogoś poleceniem `/challenge`; partia toczy się na samym kanale, jedna naraz. Graj poleceniem `/move` (zacznij pisać, a zobaczysz dozwolone ruchy).
help-computer = Zagraj z komputerem poleceniem `/computer play`: gra na poziomie { $level }, jeśli nie wybierzesz innego.
help-premoves = Spodziewasz się ruchu? `/premove add` kolejkuje odpowiedź: zagraną od razu, niewidoczną dla innych.
