"""What of the guide speaks Discord: commands, buttons, wording."""
