"""The computer opponent in Discord: `/computer`, its turns thought out in a process
pool, its answers to draw offers and takebacks, and its resignations."""
