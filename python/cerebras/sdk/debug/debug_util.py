"""``cerebras.sdk.debug.debug_util``: the SDK's post-run reader of PE state,
``tanto_sdk.debug``'s ``debug_util``."""

from tanto_sdk.debug import debug_util, trace_key_hash

__all__ = ["debug_util", "trace_key_hash"]
