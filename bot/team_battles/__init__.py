"""Team battles: teams as Discord roles, arena pairings across teams, the best players scoring."""
