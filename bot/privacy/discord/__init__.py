"""The Discord side of members' data: /privacy, its confirmations, /mod forget and /mod purge."""
