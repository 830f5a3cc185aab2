#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=width=5,n=12 -o %t
# RUN: %python %s --name %t
"""Host script of row_broadcast, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n = 5, 12
x = np.linspace(-3.0, 2.5, n, dtype=np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_symbol = runner.get_id("x")
y_symbol = runner.get_id("y")
runner.load()
runner.run()
runner.memcpy_h2d(x_symbol, x, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
y = np.zeros((width - 1) * n, dtype=np.float32)
runner.memcpy_d2h(y, y_symbol, 1, 0, width - 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

expected = np.concatenate([x * np.float32(px) for px in range(1, width)])
np.testing.assert_array_equal(y, expected)
print("SUCCESS")
