"""``debug_util``, the SDK's post-run reader of PE state (also at the SDK's
path, ``cerebras.sdk.debug.debug_util``).

When a run ends (``SdkRuntime.stop()``), tanto-run leaves what the SDK's
simulator leaves in its core: every PE's data symbols (exported or not) in
``DIR/tanto-core.bin`` with their index ``DIR/tanto-core.json``, and the
``<debug>`` library's trace buffers in ``DIR/tanto-traces.json``.
``get_symbol`` and ``get_symbol_rect`` read the first, ``read_trace`` the
second. All take fabric coordinates, as the SDK's do.
"""

import json
from pathlib import Path

import numpy as np

from ._runtime import SdkError

__all__ = ["debug_util", "trace_key_hash"]

TRACES_FILE = "tanto-traces.json"
CORE_INDEX_FILE = "tanto-core.json"
CORE_FILE = "tanto-core.bin"


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
        self._core = None

    def _load_core(self):
        if self._core is None:
            index_path = self._bindir / CORE_INDEX_FILE
            if not index_path.is_file():
                raise SdkError(
                    f"debug_util: {index_path} not found: the program has not run to its end "
                    "(call SdkRuntime.stop() first)")
            index = json.loads(index_path.read_text(encoding="utf-8"))
            if "skipped" in index:
                raise SdkError(f"debug_util: tanto-run wrote no core: {index['skipped']}")
            data = np.fromfile(self._bindir / CORE_FILE, dtype=np.uint8)
            pes = {(x, y): (program, base) for x, y, program, base in index["pes"]}
            self._core = (index["programs"], pes, data)
        return self._core

    def _symbol_at(self, x, y, symbol, dtype):
        """``symbol``'s values at PE (x, y) of the program's rectangle."""
        programs, pes, data = self._load_core()
        if (x, y) not in pes:
            raise SdkError(
                f"debug_util: no PE of the program at fabric coordinates "
                f"({x + self.offsets[0]}, {y + self.offsets[1]})")
        program, base = pes[(x, y)]
        if symbol not in programs[program]:
            raise SdkError(
                f"debug_util: the program of PE ({x + self.offsets[0]}, {y + self.offsets[1]}) "
                f"has no data symbol `{symbol}` (a global the program never uses takes no "
                "storage; export it to keep it)")
        offset, size = programs[program][symbol]
        dtype = np.dtype(dtype)
        if size % dtype.itemsize:
            raise SdkError(
                f"debug_util: `{symbol}` has {size} bytes, not a whole number of {dtype} values")
        start = base + offset
        return data[start:start + size].view(dtype).copy()

    def get_symbol(self, px, py, symbol, dtype):
        """The values of data symbol ``symbol`` (a global of the program,
        exported or not) on the PE at fabric coordinates (px, py) when the
        run ended, as a 1-D array of ``dtype``."""
        return self._symbol_at(px - self.offsets[0], py - self.offsets[1], symbol, dtype)

    def get_symbol_rect(self, rectangle, symbol, dtype):
        """``get_symbol`` over a rectangle ``((col, row), (width, height))``
        of fabric coordinates (or a ``cerebras.geometry`` ``IntRectangle``):
        an array whose first two dimensions are the PE's column and row in
        the rectangle."""
        if hasattr(rectangle, "ul") and hasattr(rectangle, "lr"):
            (col, row), (end_col, end_row) = tuple(rectangle.ul), tuple(rectangle.lr)
            width, height = end_col - col, end_row - row
        else:
            try:
                (col, row), (width, height) = rectangle
            except (TypeError, ValueError):
                raise TypeError(
                    f"get_symbol_rect takes ((col, row), (width, height)), got {rectangle!r}") from None
        if width <= 0 or height <= 0:
            raise ValueError(f"get_symbol_rect: an empty rectangle {rectangle!r}")
        rows = [[self.get_symbol(col + i, row + j, symbol, dtype) for j in range(height)]
                for i in range(width)]
        if len({len(values) for column in rows for values in column}) > 1:
            raise SdkError(
                f"debug_util.get_symbol_rect: `{symbol}` has different sizes on the PEs of "
                f"{rectangle!r} (they run different programs)")
        return np.array(rows)

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
