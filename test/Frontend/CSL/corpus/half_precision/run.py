#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=width=2,n=11 -o %t
# RUN: %python %s --name %t
"""Host script of half_precision, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n = 2, 11
rng = np.random.default_rng(9)
x = rng.uniform(-8.0, 8.0, width * n).astype(np.float16)
y = rng.uniform(-8.0, 8.0, width * n).astype(np.float16)
# Edge cases: overflow to inf, subnormal results, exact cancellation.
x[0], y[0] = 60000.0, 20000.0
x[1], y[1] = 1.0e-3, 2.0e-3
x[2], y[2] = 3.25, -3.25
x[3], y[3] = -0.0, -0.0
alpha = np.array([0.3, -1.75], dtype=np.float16)  # one per PE


def to_host(a):
    """f16 values as the low halves of uint32 words (MEMCPY_16BIT)."""
    return a.astype(np.float16).view(np.uint16).astype(np.uint32)


def from_host(words):
    return words.astype(np.uint16).view(np.float16)


runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
symbols = {name: runner.get_id(name) for name in ("alpha", "x", "y", "sum", "prod", "fma")}
runner.load()
runner.run()
for name, arr, count in (("alpha", alpha, 1), ("x", x, n), ("y", y, n)):
    runner.memcpy_h2d(symbols[name], to_host(arr), 0, 0, width, 1, count, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_16BIT,
                      nonblock=False)
runner.launch("compute", nonblock=False)
out = {}
for name in ("sum", "prod", "fma"):
    words = np.zeros(width * n, dtype=np.uint32)
    runner.memcpy_d2h(words, symbols[name], 0, 0, width, 1, n, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_16BIT,
                      nonblock=False)
    assert (words >> 16).max() == 0, "16-bit reads are zero-extended"
    out[name] = from_host(words)
runner.stop()

# Reference: each op rounded to float16 (float16 operands, float16 results).
with np.errstate(over="ignore"):
    a = np.repeat(alpha, n)
    expected_sum = x + y
    expected_prod = x * y
    expected_fma = y + (x * a)
assert np.isinf(expected_sum[0]) and expected_prod[1] != 0
for name, expected in (("sum", expected_sum), ("prod", expected_prod), ("fma", expected_fma)):
    np.testing.assert_array_equal(out[name].view(np.uint16), expected.view(np.uint16),
                                  err_msg=name)
print("SUCCESS")
