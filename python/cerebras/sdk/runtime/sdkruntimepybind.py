"""``cerebras.sdk.runtime.sdkruntimepybind``: the SDK's runtime classes,
which are ``tanto_sdk``'s (python/README.md lists what they support)."""

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkError, SdkRuntime, Task

__all__ = ["MemcpyDataType", "MemcpyOrder", "SdkError", "SdkRuntime", "Task"]
