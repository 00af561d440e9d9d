"""The Discord room of `bot/core/`: what speaks Discord for every feature."""
