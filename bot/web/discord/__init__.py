"""The match pages' Discord side: the "Open in browser" button and `/match link`."""
