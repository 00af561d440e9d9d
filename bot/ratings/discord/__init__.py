"""What of ratings speaks Discord: commands, buttons, wording."""
