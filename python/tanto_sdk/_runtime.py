"""SdkRuntime: host-side runtime that drives ``tanto-run --serve``."""

import enum
import json
import os
import queue
import shlex
import shutil
import subprocess
import threading
import warnings
from pathlib import Path

import numpy as np

from . import _layout

__all__ = ["DEFAULT_TIMEOUT", "MemcpyDataType", "MemcpyOrder", "SdkError", "SdkRuntime", "Task"]


class MemcpyDataType(enum.Enum):
    MEMCPY_16BIT = 16
    MEMCPY_32BIT = 32


class MemcpyOrder(enum.Enum):
    ROW_MAJOR = 0
    COL_MAJOR = 1


class SdkError(RuntimeError):
    """An error reported by the simulator process, or its unexpected exit."""


class Task:
    """Handle returned by copies and launches.

    The simulator is synchronous: every call has finished by the time it
    returns, so a task is always done. ``cycles`` is set for launches.
    """

    def __init__(self, kind, name, cycles=None):
        self.kind = kind
        self.name = name
        self.cycles = cycles

    def __repr__(self):
        extra = "" if self.cycles is None else f", cycles={self.cycles}"
        return f"Task({self.kind!r}, {self.name!r}{extra})"


# Keyword arguments of the SDK constructor that mean nothing for a simulator.
_IGNORED_KWARGS = ("suppress_simfab_trace", "simfab_numthreads", "msg_level")

_STATE_NEW, _STATE_LOADED, _STATE_RUNNING, _STATE_STOPPED = range(4)

# Seconds a request may take before the runtime gives up on tanto-run (a
# stopped or stuck process). A launch simulates the whole mesh, so it is
# generous; SdkRuntime(..., timeout=None) waits forever.
DEFAULT_TIMEOUT = 600.0


def _read_replies(stream, replies):
    """Reader thread: each reply line of tanto-run into ``replies``, then
    None at end of output."""
    try:
        for line in stream:
            replies.put(line)
    except (OSError, ValueError):
        pass
    finally:
        # The reader closes its own stream: closing it from another thread
        # while this one reads aborts the interpreter at shutdown.
        try:
            stream.close()
        except OSError:
            pass
    replies.put(None)


def _stream_pe(stream, output):
    """The PE of an SdkLayout stream compiled into the program."""
    if getattr(stream, "output", None) != output or stream.pe is None:
        what = "an output" if output else "an input"
        raise SdkError(f"the stream is not {what} stream of a compiled SdkLayout")
    return stream.pe


def _stream_words(data):
    """A stream's data as 32-bit words: 4-byte elements keep their bits,
    smaller ones are widened."""
    array = np.asarray(data).reshape(-1)
    if array.dtype.itemsize == 4:
        return array.view(np.uint32).tolist()
    if array.dtype.kind in "iub" and array.dtype.itemsize < 4:
        return (array.astype(np.int64) & 0xFFFFFFFF).astype(np.uint32).tolist()
    raise TypeError(f"a stream sends 32-bit words (or narrower integers), not {array.dtype}")


def _find_tool(tool, variable):
    """Command (list of argv words) that starts Tanto's ``tool``.

    Order: ``$variable`` (split like a shell command line, so it may carry
    an interpreter and arguments), ``tool`` on PATH, then the release build
    of the repository this package sits in.
    """
    env = os.environ.get(variable)
    if env:
        return shlex.split(env)
    on_path = shutil.which(tool)
    if on_path:
        return [on_path]
    repo_bin = Path(__file__).resolve().parents[2] / "target" / "release" / tool
    if repo_bin.is_file():
        return [str(repo_bin)]
    raise FileNotFoundError(
        f"cannot find {tool}: set {variable}, put {tool} on PATH, "
        "or build it with `cargo build --release`"
    )


def _find_tanto_run():
    """Command that starts tanto-run (``$TANTO_RUN`` first)."""
    return _find_tool("tanto-run", "TANTO_RUN")


def _check_region(px, py, w, h, l):
    for name, v, lo in (("px", px, 0), ("py", py, 0), ("w", w, 1), ("h", h, 1),
                        ("elem_per_pe", l, 1)):
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
            raise TypeError(f"{name} must be an int, got {type(v).__name__}")
        if v < lo:
            raise ValueError(f"{name} must be >= {lo}, got {v}")
    return int(px), int(py), int(w), int(h), int(l)


class SdkRuntime:
    """Runs a compiled Tanto CSL program on the simulator.

    ``bindir`` is the directory written by
    ``tanto-translate layout.csl --emit=obj -o DIR`` (it holds csl.json).
    Use ``load()``, then ``run()``, then copies and launches, then ``stop()``.
    All calls are synchronous; ``nonblock`` is accepted and ignored.
    ``timeout`` (seconds, default ``DEFAULT_TIMEOUT``; None: no limit) bounds
    each call: a simulator that does not answer in time is ended and the
    call raises ``SdkError``.
    """

    def __init__(self, bindir, platform=None, timeout=DEFAULT_TIMEOUT, **kwargs):
        self._proc = None
        self._replies = None
        self._state = _STATE_NEW
        # SdkLayout's runtime (`SdkRuntime(artifacts, platform,
        # memcpy_required=False)`): the program runs by itself from run(),
        # and its memory stays readable after stop() (read_symbol).
        memcpy_required = kwargs.pop("memcpy_required", True)
        self._by_itself = platform is not None or not memcpy_required
        if timeout is not None and not timeout > 0:
            raise ValueError(f"timeout must be a positive number of seconds or None, got {timeout!r}")
        self._timeout = timeout
        cmaddr = kwargs.pop("cmaddr", None)
        if cmaddr is not None:
            raise ValueError(
                "cmaddr given, but tanto_sdk has no real system to connect to: "
                "programs run on Tanto's simulator only (omit cmaddr)"
            )
        for k in _IGNORED_KWARGS:
            kwargs.pop(k, None)
        if kwargs:
            # Warn rather than fail, so scripts written for other SDK
            # versions still run.
            warnings.warn(
                f"SdkRuntime: ignoring unsupported arguments {sorted(kwargs)}",
                stacklevel=2,
            )
        self._bindir = Path(bindir)
        if not (self._bindir / "csl.json").is_file():
            raise FileNotFoundError(
                f"{self._bindir / 'csl.json'} not found: bindir must be the "
                "directory written by `tanto-translate layout.csl --emit=obj -o DIR`"
            )
        # The names the programs export, from csl.json, so that get_id()
        # works before load() as in the SDK. load() checks them against the
        # simulator's list.
        manifest = json.loads((self._bindir / "csl.json").read_text(encoding="utf-8"))
        names = {host for program in manifest.get("programs", [])
                 for host, _ in program.get("symbols", [])}
        self._symbols = sorted(names)
        self._ids = {name: i for i, name in enumerate(self._symbols)}

    # -- process and protocol ------------------------------------------------

    def _request(self, req):
        proc = self._proc
        if proc is None or proc.poll() is not None:
            raise SdkError(self._exit_message())
        try:
            proc.stdin.write(json.dumps(req, separators=(",", ":")) + "\n")
            proc.stdin.flush()
            line = self._replies.get(timeout=self._timeout)
        except (BrokenPipeError, OSError):
            raise SdkError(self._exit_message()) from None
        except queue.Empty:
            self._kill()
            self._state = _STATE_STOPPED
            raise SdkError(
                f"tanto-run did not answer {req.get('op')!r} within {self._timeout:g} s "
                "(stopped, or a longer run: pass SdkRuntime(..., timeout=SECONDS)); "
                "the simulator was ended") from None
        if not line:
            raise SdkError(self._exit_message())
        try:
            resp = json.loads(line)
        except ValueError:
            raise SdkError(f"tanto-run sent a malformed reply: {line.rstrip()!r}") from None
        if not isinstance(resp, dict) or "ok" not in resp:
            raise SdkError(f"tanto-run sent a malformed reply: {line.rstrip()!r}")
        if not resp["ok"]:
            raise SdkError(str(resp.get("error", "unknown error")))
        return resp

    def _exit_message(self):
        rc = None
        if self._proc is not None:
            try:
                rc = self._proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
        if rc is None:
            return "tanto-run is not answering"
        return f"tanto-run exited unexpectedly (exit code {rc}); see its stderr"

    def _kill(self):
        proc = self._proc
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait()
        if proc is not None:
            try:
                proc.stdin.close()
            except OSError:
                pass

    # -- lifecycle -----------------------------------------------------------

    def load(self):
        """Start the simulator process and read the exported symbols."""
        if self._state != _STATE_NEW:
            raise SdkError("load() may only be called once")
        cmd = _find_tanto_run() + ["--csl", str(self._bindir), "--serve"]
        # stderr is inherited: the simulator's messages go to ours.
        self._proc = subprocess.Popen(
            cmd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )
        # Replies are read by a thread, so that a request can wait for its
        # reply with a timeout.
        self._replies = queue.Queue()
        threading.Thread(target=_read_replies, args=(self._proc.stdout, self._replies),
                         daemon=True).start()
        try:
            resp = self._request({"op": "symbols"})
            symbols = resp.get("symbols")
            if not isinstance(symbols, list) or not all(isinstance(s, str) for s in symbols):
                raise SdkError(f"tanto-run sent a malformed symbol list: {symbols!r}")
        except BaseException:
            self._kill()
            self._state = _STATE_STOPPED
            raise
        if sorted(symbols) != self._symbols:
            self._kill()
            self._state = _STATE_STOPPED
            raise SdkError(
                f"tanto-run exports {sorted(symbols)}, csl.json {self._symbols}: "
                "the directory changed under the runtime")
        self._state = _STATE_LOADED
        self._write_layout_symbols()

    def _write_layout_symbols(self):
        """SdkLayout's set_symbol_all values into the PEs' memory, as the
        SDK's compile puts them in the programs' images."""
        from tanto_sdk._sdklayout import SYMBOLS_FILE  # pylint: disable=import-outside-toplevel
        path = self._bindir / SYMBOLS_FILE
        if not path.is_file():
            return
        for copy in json.loads(path.read_text(encoding="utf-8")):
            self._request({"op": "h2d", **copy})

    def run(self):
        """Start the program; copies and launches are allowed from now on."""
        if self._state == _STATE_NEW:
            raise SdkError("run() called before load()")
        if self._state == _STATE_STOPPED:
            raise SdkError("run() called after stop()")
        self._state = _STATE_RUNNING
        if self._by_itself:
            self._request({"op": "run"})

    def stop(self):
        """End the simulator process. Calling it again does nothing. A
        program without memcpy (SdkLayout's) stays readable: read_symbol
        works after stop(), as in the SDK."""
        if self._state == _STATE_STOPPED:
            return
        self._state = _STATE_STOPPED
        if self._by_itself:
            return
        proc = self._proc
        if proc is None:
            return
        try:
            if proc.poll() is None:
                self._request({"op": "stop"})
                proc.wait(timeout=30)
        finally:
            self._kill()

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.stop()
        else:
            # Do not mask the original exception with a failing stop.
            self._state = _STATE_STOPPED
            self._kill()
        return False

    def __del__(self):
        try:
            self._kill()
        except Exception:
            pass

    # -- symbols -------------------------------------------------------------

    def send(self, stream, data, nonblock=False):
        """SdkLayout: the words of ``data`` into an input stream's port."""
        self._require(_STATE_RUNNING, "send()")
        x, y = _stream_pe(stream, output=False)
        words = _stream_words(data)
        self._request({"op": "h2d_stream", "color": stream.color_number, "x": x, "y": y,
                       "width": 1, "height": 1, "per_pe": len(words), "words": words,
                       "nonblock": bool(nonblock)})

    def receive(self, stream, buffer, count, nonblock=False):  # pylint: disable=unused-argument
        """SdkLayout: ``count`` words an output stream's port sent, into
        ``buffer`` (a numpy array of 4-byte elements)."""
        self._require(_STATE_RUNNING, "receive()")
        x, y = _stream_pe(stream, output=True)
        count = int(count)
        if count < 1:
            raise ValueError(f"count must be >= 1, got {count}")
        resp = self._request({"op": "d2h_stream", "color": stream.color_number, "x": x,
                              "y": y, "width": 1, "height": 1, "per_pe": count})
        words = np.asarray(resp.get("words", []), dtype=np.uint32)
        flat = buffer.reshape(-1)
        if flat.dtype.itemsize != 4 or flat.size < count:
            raise ValueError("receive() fills a numpy array of 4-byte elements with room for count")
        flat[:count] = words.view(flat.dtype)

    def read_symbol(self, x, y, name, dtype="uint32"):
        """Every byte of symbol ``name`` (an ``export var``, or an exported
        name) at PE (x, y), as a numpy array of ``dtype``."""
        if self._state < _STATE_LOADED:
            raise SdkError("read_symbol() called before load()")
        if self._state == _STATE_STOPPED and not self._by_itself:
            raise SdkError("read_symbol() called after stop()")
        resp = self._request({"op": "read_symbol", "name": str(name), "x": int(x), "y": int(y)})
        data = bytes(resp.get("bytes", []))
        dtype = np.dtype(dtype)
        # A symbol whose size is not a multiple of the type's is read whole.
        data += bytes(-len(data) % dtype.itemsize)
        return np.frombuffer(data, dtype=dtype).copy()

    def _require(self, state, what):
        if self._state == _STATE_STOPPED:
            raise SdkError(f"{what} called after stop()")
        if self._state < state:
            need = "load()" if state == _STATE_LOADED else "load() and run()"
            raise SdkError(f"{what} called before {need}")

    def get_id(self, symbol):
        """Integer id of an exported symbol (its index in the symbol list)."""
        if self._state == _STATE_STOPPED:
            raise SdkError("get_id() called after stop()")
        try:
            return self._ids[symbol]
        except KeyError:
            raise ValueError(
                f"unknown symbol {symbol!r}; the program exports: "
                + ", ".join(self._symbols)
            ) from None

    def _symbol_name(self, ident):
        if isinstance(ident, str):
            self.get_id(ident)
            return ident
        if isinstance(ident, bool) or not isinstance(ident, (int, np.integer)):
            raise TypeError(f"symbol id must be an int from get_id(), got {ident!r}")
        if not 0 <= ident < len(self._symbols):
            raise ValueError(f"invalid symbol id {ident}")
        return self._symbols[ident]

    # -- copies --------------------------------------------------------------

    @staticmethod
    def _check_modes(streaming, data_type, order):
        if not isinstance(data_type, MemcpyDataType):
            raise TypeError(f"data_type must be a MemcpyDataType, got {data_type!r}")
        if not isinstance(order, MemcpyOrder):
            raise TypeError(f"order must be a MemcpyOrder, got {order!r}")
        return data_type is MemcpyDataType.MEMCPY_16BIT, order is MemcpyOrder.COL_MAJOR

    def memcpy_h2d(self, dest, src, px, py, w, h, elem_per_pe, streaming=False,
                   data_type=MemcpyDataType.MEMCPY_32BIT,
                   order=MemcpyOrder.ROW_MAJOR, nonblock=False):
        """Copy ``src`` into symbol ``dest`` of every PE of a region.

        32-bit data: ``src`` has a 4-byte dtype, copied bit for bit.
        16-bit data: the low 16 bits of each element are copied (4-byte
        integer dtypes), or the element itself (2-byte dtypes).
        """
        is16, col = self._check_modes(streaming, data_type, order)
        px, py, w, h, l = _check_region(px, py, w, h, elem_per_pe)
        self._require(_STATE_RUNNING, "memcpy_h2d()")
        if streaming:
            # dest is a color of the memcpy library's MEMCPYH2D streams; each
            # element is one wavelet (data_type does not apply).
            words = self._stream_words(src, w, h, l, col)
            self._request({"op": "h2d_stream", "color": _color(dest), "x": px, "y": py,
                           "width": w, "height": h, "per_pe": l, "words": words.tolist(),
                           "nonblock": bool(nonblock)})
            return Task("memcpy_h2d", f"color {dest}")
        name = self._symbol_name(dest)

        arr = np.asarray(src)
        n = w * h * l
        if arr.size != n:
            raise ValueError(
                f"src has {arr.size} elements, expected w*h*elem_per_pe = {n}")
        flat = _layout.host_to_pe_order(np.ascontiguousarray(arr).reshape(-1), w, h, l, col)

        region = {"name": name, "x": px, "y": py, "width": w, "height": h}
        if is16:
            halves = _to_uint16(flat)
            per_pe = _layout.words16_per_pe(l)
            old = None
            if l % 2 == 1:
                # The last word of each PE is only half written: read it back
                # first so its high half (the next element on the device)
                # keeps its value.
                old = self._read_words(region, per_pe)
            words = _layout.pack16(halves, w * h, l, fill_high=old)
        else:
            words = _to_uint32_bits(flat, "src")
            per_pe = l
        self._request(dict(region, op="h2d", per_pe=per_pe, words=words.tolist()))
        return Task("memcpy_h2d", name)

    def memcpy_d2h(self, dest, src, px, py, w, h, elem_per_pe, streaming=False,
                   data_type=MemcpyDataType.MEMCPY_32BIT,
                   order=MemcpyOrder.ROW_MAJOR, nonblock=False):
        """Copy symbol ``src`` of every PE of a region into array ``dest``.

        ``dest`` is filled in place. 32-bit data needs a 4-byte dtype (bits
        copied). 16-bit data: 4-byte dtypes get the value zero-extended,
        2-byte dtypes get the 16 bits themselves.
        """
        is16, col = self._check_modes(streaming, data_type, order)
        px, py, w, h, l = _check_region(px, py, w, h, elem_per_pe)
        self._require(_STATE_RUNNING, "memcpy_d2h()")
        if streaming:
            # src is a color of the memcpy library's MEMCPYD2H streams: the
            # wavelets each PE sent on it, one element each.
            n = w * h * l
            if not isinstance(dest, np.ndarray) or dest.size != n or dest.dtype.itemsize != 4:
                raise TypeError(f"dest must be a 4-byte numpy array of {n} elements")
            resp = self._request({"op": "d2h_stream", "color": _color(src), "x": px, "y": py,
                                  "width": w, "height": h, "per_pe": l})
            words = np.asarray(resp.get("words", []), dtype=np.uint32)
            if words.size != n:
                raise SdkError(f"tanto-run sent {words.size} words, expected {n}")
            dest.view(np.uint32)[...] = _layout.pe_to_host_order(words, w, h, l, col).reshape(dest.shape)
            return Task("memcpy_d2h", f"color {src}")
        name = self._symbol_name(src)

        if not isinstance(dest, np.ndarray):
            raise TypeError("dest must be a numpy array (filled in place)")
        if not dest.flags.writeable:
            raise ValueError("dest is read-only")
        n = w * h * l
        if dest.size != n:
            raise ValueError(
                f"dest has {dest.size} elements, expected w*h*elem_per_pe = {n}")
        size = dest.dtype.itemsize
        if size != 4 and not (is16 and size == 2):
            allowed = "a 4-byte or 2-byte" if is16 else "a 4-byte"
            raise TypeError(f"dest must have {allowed} dtype, got {dest.dtype}")

        region = {"name": name, "x": px, "y": py, "width": w, "height": h}
        if is16:
            words = self._read_words(region, _layout.words16_per_pe(l))
            values = _layout.unpack16(words, w * h, l)
        else:
            values = self._read_words(region, l)
        values = _layout.pe_to_host_order(values, w, h, l, col)

        # Same-itemsize views work for any strides, so dest need not be
        # contiguous; assignment in dest's shape follows its C order.
        view = dest.view(np.uint32 if size == 4 else np.uint16)
        view[...] = values.reshape(dest.shape)
        return Task("memcpy_d2h", name)

    def memcpy_h2d_rowbcast(self, dest, src, px, py, w, h, elem_per_pe, streaming=False,
                            data_type=MemcpyDataType.MEMCPY_32BIT,
                            order=MemcpyOrder.ROW_MAJOR, nonblock=False):
        """Copy one block of ``elem_per_pe`` elements per row of the region
        to every PE of that row: ``src`` holds ``h * elem_per_pe`` elements
        (row ``j``'s block at ``j * elem_per_pe``; with ``COL_MAJOR``,
        element ``k`` of row ``j`` at ``k * h + j``)."""
        blocks = _broadcast_blocks(src, h, elem_per_pe, order, "h")
        full = np.repeat(blocks[:, np.newaxis, :], _positive(w, "w"), axis=1)
        return self.memcpy_h2d(dest, full.reshape(-1), px, py, w, h, elem_per_pe,
                               streaming=streaming, data_type=data_type,
                               order=MemcpyOrder.ROW_MAJOR, nonblock=nonblock)

    def memcpy_h2d_colbcast(self, dest, src, px, py, w, h, elem_per_pe, streaming=False,
                            data_type=MemcpyDataType.MEMCPY_32BIT,
                            order=MemcpyOrder.ROW_MAJOR, nonblock=False):
        """Copy one block of ``elem_per_pe`` elements per column of the
        region to every PE of that column: ``src`` holds ``w * elem_per_pe``
        elements (column ``i``'s block at ``i * elem_per_pe``; with
        ``COL_MAJOR``, element ``k`` of column ``i`` at ``k * w + i``)."""
        blocks = _broadcast_blocks(src, w, elem_per_pe, order, "w")
        full = np.repeat(blocks[np.newaxis, :, :], _positive(h, "h"), axis=0)
        return self.memcpy_h2d(dest, full.reshape(-1), px, py, w, h, elem_per_pe,
                               streaming=streaming, data_type=data_type,
                               order=MemcpyOrder.ROW_MAJOR, nonblock=nonblock)

    @staticmethod
    def _stream_words(src, w, h, l, col):
        arr = np.asarray(src)
        if arr.size != w * h * l:
            raise ValueError(f"src has {arr.size} elements, expected w*h*elem_per_pe = {w * h * l}")
        flat = _layout.host_to_pe_order(np.ascontiguousarray(arr).reshape(-1), w, h, l, col)
        return _to_uint32_bits(flat, "src")

    def _read_words(self, region, per_pe):
        resp = self._request(dict(region, op="d2h", per_pe=per_pe))
        expected = region["width"] * region["height"] * per_pe
        words = resp.get("words")
        if not isinstance(words, list) or len(words) != expected:
            got = len(words) if isinstance(words, list) else words
            raise SdkError(f"tanto-run sent {got!r} words, expected {expected}")
        try:
            return np.array(words, dtype=np.uint32)
        except (OverflowError, ValueError, TypeError):
            raise SdkError("tanto-run sent words that are not 32-bit unsigned ints") from None

    # -- launches and tasks --------------------------------------------------

    def launch(self, symbol, *args, nonblock=False):
        """Call exported function ``symbol`` on the program's PEs."""
        self._require(_STATE_RUNNING, "launch()")
        if not isinstance(symbol, str):
            raise TypeError(f"launch() takes the function's name, got {symbol!r}")
        self.get_id(symbol)
        words = [_argument_word(a) for a in args]
        resp = self._request({"op": "launch", "name": symbol, "args": words})
        return Task("launch", symbol, cycles=resp.get("cycles"))

    def call(self, symbol, args=(), nonblock=False):
        """Call host-callable function ``symbol`` with the list ``args``:
        the SDK's older form of ``launch(symbol, *args)``."""
        if isinstance(args, (str, bytes)) or not hasattr(args, "__iter__"):
            raise TypeError(f"call() takes the function's arguments as a list, got {args!r}")
        return self.launch(symbol, *list(args), nonblock=nonblock)

    def task_wait(self, task):
        """Wait for a task; every task has already finished."""
        _check_task(task)

    def is_task_done(self, task):
        """Whether a task has finished; always True."""
        _check_task(task)
        return True


def _positive(v, name):
    if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < 1:
        raise ValueError(f"{name} must be an int >= 1, got {v!r}")
    return int(v)


def _broadcast_blocks(src, n, l, order, name):
    """``src`` of a broadcast copy as ``n`` blocks of ``l`` elements."""
    n, l = _positive(n, name), _positive(l, "elem_per_pe")
    if not isinstance(order, MemcpyOrder):
        raise TypeError(f"order must be a MemcpyOrder, got {order!r}")
    arr = np.ascontiguousarray(np.asarray(src)).reshape(-1)
    if arr.size != n * l:
        raise ValueError(f"src has {arr.size} elements, expected {name}*elem_per_pe = {n * l}")
    if order is MemcpyOrder.COL_MAJOR:
        return arr.reshape(l, n).T
    return arr.reshape(n, l)


def _check_task(task):
    if not isinstance(task, Task):
        raise TypeError(f"expected a Task returned by this runtime, got {task!r}")


def _argument_word(value):
    """A launch argument as the 32-bit word its register holds: a float's
    f32 bits, an integer sign- or zero-extended as its type is (the RISC-V
    calling convention), a bool 0 or 1."""
    if isinstance(value, (bool, np.bool_)):
        return int(bool(value))
    if isinstance(value, (float, np.floating)):
        if isinstance(value, np.floating) and value.dtype.itemsize == 2:
            return int(np.asarray(value, dtype=np.float16).view(np.uint16))
        return int(np.asarray(value, dtype=np.float32).view(np.uint32))
    if isinstance(value, (int, np.integer)):
        return int(value) & 0xFFFFFFFF
    raise TypeError(f"a launch argument is a number, got {value!r}")


def _color(ident):
    """A stream's color number, as the host script passes it."""
    if isinstance(ident, bool) or not isinstance(ident, (int, np.integer)) or not 0 <= ident < 32:
        raise TypeError(f"a streaming copy names a color number, got {ident!r}")
    return int(ident)


def _to_uint32_bits(flat, what):
    if flat.dtype.itemsize != 4 or flat.dtype.kind not in "fiu":
        raise TypeError(
            f"{what} must have a 4-byte dtype (float32, int32, uint32) for "
            f"32-bit copies, got {flat.dtype}; convert it with .astype()")
    return flat.view(np.uint32)


def _to_uint16(flat):
    """Low 16 bits of each element, for 16-bit copies."""
    kind, size = flat.dtype.kind, flat.dtype.itemsize
    if size == 2 and kind in "fiu":  # float16, int16, uint16: the bits
        return flat.view(np.uint16)
    if size == 4 and kind in "iu":  # int32, uint32: the low half
        return (flat.view(np.uint32) & np.uint32(0xFFFF)).astype(np.uint16)
    raise TypeError(
        "src for 16-bit copies must be uint32/int32 (low 16 bits used) or "
        f"uint16/int16/float16, got {flat.dtype}")
