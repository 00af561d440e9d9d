"""The Discord bot: cogs and buttons outside, transport-free services in the middle,
the store underneath. See bot/README.md."""
