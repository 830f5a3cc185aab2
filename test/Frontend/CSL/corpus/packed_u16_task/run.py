#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=20 -o %t
# RUN: %python %s --name %t
"""Host script of packed_u16_task, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 20
rng = np.random.default_rng(29)
packed = rng.integers(0, 2**32, size=n, dtype=np.uint64).astype(np.uint32)
packed[0] = 0xFFFF0000
packed[1] = 0x0000FFFF

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
packed_symbol = runner.get_id("packed")
lo_symbol = runner.get_id("lo")
hi_symbol = runner.get_id("hi")
runner.load()
runner.run()
runner.memcpy_h2d(packed_symbol, packed, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
# 16-bit copies: one uint32 per value, the value in its low half.
lo = np.zeros(n, dtype=np.uint32)
runner.memcpy_d2h(lo, lo_symbol, 1, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_16BIT,
                  nonblock=False)
hi = np.zeros(n, dtype=np.uint32)
runner.memcpy_d2h(hi, hi_symbol, 1, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_16BIT,
                  nonblock=False)
runner.stop()

np.testing.assert_array_equal(lo, packed & 0xFFFF)
np.testing.assert_array_equal(hi, packed >> 16)
print("SUCCESS")
