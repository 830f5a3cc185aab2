#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=16 -o %t
# RUN: %python %s --name %t
"""Host script of dsd_builtins_time, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 16
rng = np.random.default_rng(5)
a = rng.uniform(-8.0, 8.0, n).astype(np.float32)
b = rng.uniform(-8.0, 8.0, n).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
a_symbol, b_symbol = runner.get_id("a"), runner.get_id("b")
out_symbol, bits_symbol, tsc_symbol = runner.get_id("out"), runner.get_id("bits"), runner.get_id("tsc")
runner.load()
runner.run()
for symbol, values in ((a_symbol, a), (b_symbol, b)):
    runner.memcpy_h2d(symbol, values, 0, 0, 1, 1, n, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                      nonblock=False)
runner.launch("compute", nonblock=False)
out = np.zeros(n, dtype=np.float32)
runner.memcpy_d2h(out, out_symbol, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
bits = np.zeros(n, dtype=np.uint32)
runner.memcpy_d2h(bits, bits_symbol, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
tsc = np.zeros(6, dtype=np.uint32)
runner.memcpy_d2h(tsc, tsc_symbol, 0, 0, 1, 1, 6, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_16BIT,
                  nonblock=False)
evens = np.zeros(n // 2, dtype=np.float32)
runner.memcpy_d2h(evens, runner.get_id("evens"), 0, 0, 1, 1, n // 2, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

expected = (a + b) * np.float32(2.0)
np.testing.assert_array_equal(out, expected)
np.testing.assert_array_equal(evens, expected[0::2])
# The sign bit flipped: the bits of -out.
np.testing.assert_array_equal(bits, (-expected).view(np.uint32))
start = int(tsc[0]) | int(tsc[1]) << 16 | int(tsc[2]) << 32
end = int(tsc[3]) | int(tsc[4]) << 16 | int(tsc[5]) << 32
# Each of the 2n element additions, n multiplications and n bit copies
# takes at least one instruction, hence one cycle.
assert end - start >= 4 * n, (start, end)
assert end - start < 1_000_000, (start, end)
print("SUCCESS", end - start, "cycles")
