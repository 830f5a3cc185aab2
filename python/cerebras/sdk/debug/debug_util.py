"""``cerebras.sdk.debug.debug_util``: the SDK's post-run reader of PE memory.

The SDK's ``debug_util`` reads any symbol of any PE, and the ``<debug>``
library's traces, from the simulator's state after the run. Tanto's
simulator ends with ``SdkRuntime.stop()`` and keeps no such state, so the
class exists (the import works) but its readers raise ``SdkError`` saying
so; copy results out with ``memcpy_d2h`` before ``stop()`` instead.
"""

import json
from pathlib import Path

from tanto_sdk import SdkError

__all__ = ["debug_util"]


class debug_util:  # pylint: disable=invalid-name  (the SDK's name)
    """Opens a compiled program's directory, as the SDK's does.

    ``offsets`` is where the program sits in the fabric (``out.json``'s
    ``fabric.offsets``): the SDK's readers take fabric coordinates.
    """

    def __init__(self, bindir, cmaddr=None, **_kwargs):
        if cmaddr is not None:
            raise ValueError("cmaddr given, but tanto_sdk runs programs on Tanto's simulator only")
        self._bindir = Path(bindir)
        if not (self._bindir / "csl.json").is_file():
            raise FileNotFoundError(f"{self._bindir / 'csl.json'} not found: not a compiled program's directory")
        self.offsets = (0, 0)
        record = self._bindir / "out.json"
        if record.is_file():
            fabric = json.loads(record.read_text(encoding="utf-8")).get("fabric", {})
            self.offsets = tuple(fabric.get("offsets", (0, 0)))

    def _unsupported(self, what):
        raise SdkError(
            f"debug_util.{what}: Tanto's simulator keeps no PE state after the run "
            "(copy the values out with memcpy_d2h before stop())")

    def get_symbol(self, px, py, symbol, dtype):
        """A symbol of PE (px, py) after the run: not available on Tanto."""
        self._unsupported("get_symbol")

    def get_symbol_rect(self, rect, symbol, dtype):
        """A symbol over a rectangle of PEs after the run: not available on Tanto."""
        self._unsupported("get_symbol_rect")

    def read_trace(self, px, py, name):
        """A ``<debug>`` trace of PE (px, py): not available on Tanto."""
        self._unsupported("read_trace")
