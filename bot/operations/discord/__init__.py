"""The operator endpoints' Discord side: where the bot's interactions are measured."""
