"""What of play speaks Discord: commands, buttons, wording."""
