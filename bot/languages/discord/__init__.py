"""What of the languages feature speaks Discord: commands, buttons, wording."""
