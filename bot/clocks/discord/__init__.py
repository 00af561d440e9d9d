"""What of the clocks speaks Discord: commands, buttons, wording."""
