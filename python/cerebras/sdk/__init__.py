"""``cerebras.sdk``: the host runtime and utilities, from ``tanto_sdk``."""
