"""The migrations builds before the one numbering applied, per backend: frozen, never
edited, never added to (new migrations go beside `bot/core/storage/migrations/__init__.py`)."""
