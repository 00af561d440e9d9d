"""Transport-free use cases: no Discord object and no image passes through here."""
