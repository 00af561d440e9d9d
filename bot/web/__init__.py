"""Match pages: every match followed in a browser, live, rewound move by move.

Transport-free here (the page service, links, the live feed); `storage/` holds the SQL,
`http/` the aiohttp server, `discord/` the board's link button and `/match link`.
"""
