#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=width=3,n=10 -o %t
# RUN: %python %s --name %t
"""Host script of int16_ops, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n = 3, 10
rng = np.random.default_rng(13)
a = rng.integers(-32768, 32768, width * n).astype(np.int16)
b = rng.integers(-32768, 32768, width * n).astype(np.int16)
# Wraparound cases.
a[0], b[0] = 32767, 1          # sum wraps to -32768
a[1], b[1] = -32768, 1         # diff wraps to 32767
a[2], b[2] = -32768, -32768    # sum wraps to 0
a[3], b[3] = 32767, -32768     # diff wraps to -1
words = rng.integers(0, 2**32, width * 2 * n, dtype=np.uint64).astype(np.uint32)
words[0] = 0xFFFFFFFF
words[2] = 0x80000001


def to_host16(v):
    """int16 values as the low halves of uint32 words (MEMCPY_16BIT)."""
    return v.view(np.uint16).astype(np.uint32)


def copy_in(symbol, arr, count, data_type):
    runner.memcpy_h2d(symbol, arr, 0, 0, width, 1, count, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=data_type, nonblock=False)


def copy_out(symbol, count, data_type):
    out = np.zeros(width * count, dtype=np.uint32)
    runner.memcpy_d2h(out, symbol, 0, 0, width, 1, count, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=data_type, nonblock=False)
    return out


runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
sym = {name: runner.get_id(name)
       for name in ("a", "b", "sum", "diff", "bias", "rev", "words", "evens")}
runner.load()
runner.run()
copy_in(sym["a"], to_host16(a), n, MemcpyDataType.MEMCPY_16BIT)
copy_in(sym["b"], to_host16(b), n, MemcpyDataType.MEMCPY_16BIT)
copy_in(sym["words"], words, 2 * n, MemcpyDataType.MEMCPY_32BIT)
runner.launch("compute", nonblock=False)
out16 = {name: copy_out(sym[name], n, MemcpyDataType.MEMCPY_16BIT).astype(np.uint16).view(np.int16)
         for name in ("sum", "diff", "bias", "rev")}
evens = copy_out(sym["evens"], n, MemcpyDataType.MEMCPY_32BIT)
runner.stop()

# Reference: two's-complement arithmetic modulo 2**16, done in int64.
def wrap16(v):
    return (((v + 32768) % 65536) - 32768).astype(np.int16)


a64, b64 = a.astype(np.int64), b.astype(np.int64)
expected = {
    "sum": wrap16(a64 + b64),
    "diff": wrap16(a64 - b64),
    "bias": wrap16(a64 + 30000),
    "rev": a.reshape(width, n)[:, ::-1].ravel(),
}
assert expected["sum"][0] == -32768 and expected["diff"][1] == 32767
for name, exp in expected.items():
    np.testing.assert_array_equal(out16[name], exp, err_msg=name)
np.testing.assert_array_equal(evens, words.reshape(width, 2 * n)[:, ::2].ravel())
print("SUCCESS")
