"""``cerebras.sdk.debug``: ``debug_util`` holds the debug reader."""
