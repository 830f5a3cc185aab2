"""``cerebras.sdk.debug.debug_util``: the SDK's post-run reader of PE state.

``read_trace`` gives the records a PE's ``<debug>`` library instance made,
from the trace buffers tanto-run writes to ``DIR/tanto-traces.json`` when
the run ends (``SdkRuntime.stop()``). Tanto's simulator keeps no other PE
state after the run: ``get_symbol`` and ``get_symbol_rect`` raise
``SdkError``; copy values out with ``memcpy_d2h`` before ``stop()``.
"""

import json
from pathlib import Path

from tanto_sdk import SdkError

__all__ = ["debug_util", "trace_key_hash"]

TRACES_FILE = "tanto-traces.json"


def trace_key_hash(key):
    """The word that names trace buffer ``key`` on the device: its 32-bit
    FNV-1a hash (tanto_arch::wse::trace_key_hash)."""
    value = 0x811C9DC5
    for byte in key.encode("utf-8"):
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return value


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
        self._traces = None

    def _unsupported(self, what):
        raise SdkError(
            f"debug_util.{what}: Tanto's simulator keeps no PE memory after the run "
            "(copy the values out with memcpy_d2h before stop())")

    def get_symbol(self, px, py, symbol, dtype):
        """A symbol of PE (px, py) after the run: not available on Tanto."""
        self._unsupported("get_symbol")

    def get_symbol_rect(self, rect, symbol, dtype):
        """A symbol over a rectangle of PEs after the run: not available on Tanto."""
        self._unsupported("get_symbol_rect")

    def _load_traces(self):
        if self._traces is None:
            path = self._bindir / TRACES_FILE
            if not path.is_file():
                raise SdkError(
                    f"debug_util.read_trace: {path} not found: the program has not run to "
                    "its end (call SdkRuntime.stop() first)")
            entries = json.loads(path.read_text(encoding="utf-8"))
            self._traces = {(e["x"], e["y"], e["key"]): e["records"] for e in entries}
        return self._traces

    def read_trace(self, px, py, name):
        """The records ``<debug>`` instance ``name`` (its ``.key``) made on
        the PE at fabric coordinates (px, py), oldest first: strings as
        ``str``, integers and timestamps (cycle counts) as ``int``, floats
        as ``float``, booleans as ``bool``. A PE that recorded nothing
        there gives an empty list."""
        if not isinstance(name, str):
            raise TypeError(f"read_trace takes the trace's key, a string, got {name!r}")
        x, y = px - self.offsets[0], py - self.offsets[1]
        return list(self._load_traces().get((x, y, trace_key_hash(name)), []))
