"""The Discord side of team battles: commands, buttons, the post and its words."""
