"""Thin Discord adapters: read the interaction, call a service, present the answer."""
