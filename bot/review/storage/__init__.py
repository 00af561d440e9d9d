"""The reviews' SQL store."""
