"""The language a server's public posts are written in: chosen per server or channel by
its moderators, else the server's own Discord language."""
