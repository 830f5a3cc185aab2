#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=20 -o %t
# RUN: %python %s --name %t
"""Host script of relay_chain, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 20
x = (np.arange(n, dtype=np.float32) - 7.5) / np.float32(3.0)
s = np.float32(-1.75)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_symbol = runner.get_id("x")
scale_symbol = runner.get_id("scale")
y_symbol = runner.get_id("y")
runner.load()
runner.run()
runner.memcpy_h2d(x_symbol, x, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.memcpy_h2d(scale_symbol, np.array([s], dtype=np.float32), 2, 0, 1, 1, 1,
                  streaming=False, order=MemcpyOrder.ROW_MAJOR,
                  data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)
runner.launch("compute", nonblock=False)
y = np.zeros(n, dtype=np.float32)
runner.memcpy_d2h(y, y_symbol, 3, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
# The relays keep nothing.
relayed = np.ones(2 * n, dtype=np.float32)
runner.memcpy_d2h(relayed, y_symbol, 1, 0, 2, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

np.testing.assert_array_equal(y, x * s)
np.testing.assert_array_equal(relayed, np.zeros(2 * n, dtype=np.float32))
print("SUCCESS")
