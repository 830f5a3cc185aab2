"""Host runtime for Tanto's simulator, shaped like the Cerebras SDK's.

An SDK-style host script runs on Tanto by changing its import line to::

    from tanto_sdk import SdkRuntime, MemcpyDataType, MemcpyOrder

The runtime drives ``tanto-run --csl DIR --serve`` over a JSON-lines pipe.
The SDK's own module paths (``cerebras.sdk.runtime.sdkruntimepybind``,
``cerebras.sdk.sdk_utils``, ...) are the ``cerebras`` package beside this
one. The simulator is synchronous: each copy and launch has completed when the
call returns.
"""

from ._runtime import MemcpyDataType, MemcpyOrder, SdkError, SdkRuntime, Task
from .debug import debug_util
from .utils import input_array_to_u32, memcpy_view

__all__ = [
    "MemcpyDataType",
    "MemcpyOrder",
    "SdkError",
    "SdkRuntime",
    "Task",
    "debug_util",
    "input_array_to_u32",
    "memcpy_view",
]
__version__ = "0.1.0"
