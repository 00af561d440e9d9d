"""The Discord side of leagues: commands, buttons and the words and pictures of their facts."""
