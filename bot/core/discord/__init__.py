"""What of the core speaks Discord: commands, buttons, wording."""
