#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=width=4,n=16 -o %t
# RUN: %python %s --name %t
"""Host script of vector_add, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n = 4, 16
rng = np.random.default_rng(7)
# The whole vectors; PE px holds elements [px*n, (px+1)*n).
x = rng.uniform(-10.0, 10.0, width * n).astype(np.float32)
y = rng.uniform(-10.0, 10.0, width * n).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_symbol = runner.get_id("x")
y_symbol = runner.get_id("y")
z_symbol = runner.get_id("z")
runner.load()
runner.run()
runner.memcpy_h2d(x_symbol, x, 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.memcpy_h2d(y_symbol, y, 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
z = np.zeros(width * n, dtype=np.float32)
runner.memcpy_d2h(z, z_symbol, 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

np.testing.assert_array_equal(z, x + y)
print("SUCCESS")
