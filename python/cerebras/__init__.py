"""The Cerebras SDK's host module paths, mapped onto ``tanto_sdk``.

With this package installed (``pip install ./python``) or on PYTHONPATH, a
host script written for the SDK runs on Tanto's simulator unchanged:
``from cerebras.sdk.runtime.sdkruntimepybind import SdkRuntime`` gives
``tanto_sdk.SdkRuntime``. Install it in place of the SDK, not beside it.
"""
