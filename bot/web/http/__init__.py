"""The match pages over HTTP: the aiohttp server, its routes, headers and limits."""
