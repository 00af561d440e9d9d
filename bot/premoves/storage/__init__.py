"""Where premove trees are stored (SQL, both backends)."""
