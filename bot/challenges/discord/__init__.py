"""What of challenges speaks Discord: commands, buttons, wording."""
