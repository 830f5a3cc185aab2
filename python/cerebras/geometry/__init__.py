"""``cerebras.geometry``: ``geometry`` holds IntVector and IntRectangle."""
