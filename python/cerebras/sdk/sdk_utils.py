"""``cerebras.sdk.sdk_utils``: ``memcpy_view`` and ``input_array_to_u32``."""

from tanto_sdk.utils import input_array_to_u32, memcpy_view

__all__ = ["input_array_to_u32", "memcpy_view"]
