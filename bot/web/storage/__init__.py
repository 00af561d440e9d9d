"""The match pages' SQL stores: page tokens, servers' choices, revoked links, the key."""
