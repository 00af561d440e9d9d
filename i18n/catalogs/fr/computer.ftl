# L'ordinateur comme adversaire (bot/computer/).
ai-player = l'ordinateur ({ $level })
ai-name = ordinateur ({ $level })
ai-moved = **{ $number }.** { $player } ({ $seat }) a joué `{ $move }`
ai-resigns = L'ordinateur abandonne : sa position est perdue. Bien joué !
ai-accepts-draw = L'ordinateur accepte la nulle.
ai-declines-draw = L'ordinateur refuse la nulle : sa position lui plaît. On continue.
ai-challenge-taken = { $player } affronte l'ordinateur ({ $level }) à **{ $game }** et joue { $seat }.
ai-thread = { $game } · ordinateur ({ $level })
ai-seated = { $player } ({ $seat }, ordinateur { $level })
ai-member-seated = { $player } ({ $seat })
ai-first-board = **{ $game }** : { $players }
ai-took-back = { $moves ->
    [one] { $player } a repris son dernier coup ; l'ordinateur l'a permis.
   *[other] { $player } a repris son dernier coup et sa réponse ; l'ordinateur l'a permis.
}
ai-ready = Ta partie t'attend dans { $place }.
ai-taken-back = Repris : à toi de jouer.
ai-rated = Les nouvelles parties contre l'ordinateur sont classées : chaque niveau a son propre classement.
ai-unrated = Les parties contre l'ordinateur ne sont pas classées ici.
ai-unknown-level = Les niveaux sont { $levels }.
ai-no-tournament-rematch = L'ordinateur ne joue de revanche que pour les parties amicales : lances-en une avec /computer play.
ai-takeback-elsewhere = Contre l'ordinateur, reprends ton coup avec /computer takeback.
ai-match-over = Cette partie est terminée.
ai-takeback-players-only = Seul le membre qui joue contre l'ordinateur ici peut reprendre un coup.
ai-takeback-hidden-cards = Les coups sont définitifs à { $game } : ils t'ont montré des cartes cachées.
ai-takeback-rated = L'ordinateur n'autorise les reprises que dans les parties non classées.
ai-takeback-nothing = Tu n'as encore aucun coup à reprendre.
