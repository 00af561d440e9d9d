"""Challenges: `/challenge`, its Accept and Decline buttons, expiry, and the match an
accepted challenge starts."""
