#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=width=3,n=10,MEMCPYH2D_DATA_1_ID=2,MEMCPYD2H_DATA_1_ID=3 -o %t
# RUN: %python %s --name %t
"""Host script of stream_map, written as for the Cerebras SDK: streaming
copies name the memcpy library's colors instead of a symbol."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n = 3, 10
MEMCPYH2D_DATA_1, MEMCPYD2H_DATA_1 = 2, 3
x = (np.arange(width * n, dtype=np.float32) - 7.5) / np.float32(4.0)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
seen_symbol = runner.get_id("seen")
runner.load()
runner.run()
runner.memcpy_h2d(MEMCPYH2D_DATA_1, x, 0, 0, width, 1, n, streaming=True,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=True)
y = np.zeros(width * n, dtype=np.float32)
runner.memcpy_d2h(y, MEMCPYD2H_DATA_1, 0, 0, width, 1, n, streaming=True,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
seen = np.zeros(width, dtype=np.uint32)
runner.memcpy_d2h(seen, seen_symbol, 0, 0, width, 1, 1, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

# Each PE saw its n values, in order; 3x is rounded, then 3x + 1.
expected = (np.float32(3.0) * x).astype(np.float32) + np.float32(1.0)
np.testing.assert_array_equal(y, expected)
np.testing.assert_array_equal(seen, np.full(width, n, dtype=np.uint32))
print("SUCCESS")
