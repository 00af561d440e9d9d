"""What of notifications speaks Discord: commands, buttons, wording."""
