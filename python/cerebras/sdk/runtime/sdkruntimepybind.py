"""``cerebras.sdk.runtime.sdkruntimepybind``: the SDK's runtime classes,
which are ``tanto_sdk``'s (python/README.md lists what they support)."""

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkError, SdkRuntime, Task
from tanto_sdk._sdklayout import (
    Color,
    Edge,
    EdgeRouteInfo,
    Route,
    RoutingPosition,
    SdkLayout,
    SdkTarget,
    SimfabConfig,
    get_edge_routing,
    get_platform,
)

__all__ = [
    "Color",
    "Edge",
    "EdgeRouteInfo",
    "MemcpyDataType",
    "MemcpyOrder",
    "Route",
    "RoutingPosition",
    "SdkError",
    "SdkLayout",
    "SdkRuntime",
    "SdkTarget",
    "SimfabConfig",
    "Task",
    "get_edge_routing",
    "get_platform",
]
