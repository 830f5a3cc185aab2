#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=width=3,n=20 -o %t
# RUN: %python %s --name %t
"""Host script of axpy, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n = 3, 20
rng = np.random.default_rng(11)
# A different alpha on each PE.
alpha = np.array([1.5, -0.25, 3.0], dtype=np.float32)
x = rng.uniform(-4.0, 4.0, width * n).astype(np.float32)
y = rng.uniform(-4.0, 4.0, width * n).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
alpha_symbol = runner.get_id("alpha")
x_symbol = runner.get_id("x")
y_symbol = runner.get_id("y")
runner.load()
runner.run()
runner.memcpy_h2d(alpha_symbol, alpha, 0, 0, width, 1, 1, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.memcpy_h2d(x_symbol, x, 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.memcpy_h2d(y_symbol, y, 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
result = np.zeros(width * n, dtype=np.float32)
runner.memcpy_d2h(result, y_symbol, 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

# Reference: the product rounded to f32, then the sum rounded to f32.
a_per_elem = np.repeat(alpha, n)
expected = (a_per_elem * x).astype(np.float32) + y
np.testing.assert_array_equal(result, expected)
print("SUCCESS")
