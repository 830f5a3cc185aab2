"""``cerebras.sdk.runtime``: ``sdkruntimepybind`` holds the runtime."""
