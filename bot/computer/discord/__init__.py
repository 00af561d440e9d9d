"""What of the computer opponent speaks Discord: commands, buttons, wording."""
