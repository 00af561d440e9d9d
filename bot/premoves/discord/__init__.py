"""The /premove command and its confirming button (the Discord side of premoves)."""
