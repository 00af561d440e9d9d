"""What of moderation speaks Discord: commands, buttons, wording."""
