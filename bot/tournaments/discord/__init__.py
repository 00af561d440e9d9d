"""What of tournaments speaks Discord: commands, buttons, wording."""
