#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=m=12,n=5 -o %t
# RUN: %python %s --name %t
"""Host script of gemv_columns, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

m, n = 12, 5
rng = np.random.default_rng(3)
A = rng.uniform(-1.0, 1.0, (m, n)).astype(np.float32)
x = rng.uniform(-2.0, 2.0, n).astype(np.float32)
b = rng.uniform(-1.0, 1.0, m).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
A_symbol = runner.get_id("A")
x_symbol = runner.get_id("x")
b_symbol = runner.get_id("b")
y_symbol = runner.get_id("y")
runner.load()
runner.run()
# The device stores A column by column.
A_cols = A.ravel(order="F")
runner.memcpy_h2d(A_symbol, A_cols, 0, 0, 1, 1, m * n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.memcpy_h2d(x_symbol, x, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.memcpy_h2d(b_symbol, b, 0, 0, 1, 1, m, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
y = np.zeros(m, dtype=np.float32)
# Twice: the column DSD must be back at column 0 after each run.
for _ in range(2):
    runner.launch("compute", nonblock=False)
    runner.memcpy_d2h(y, y_symbol, 0, 0, 1, 1, m, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                      nonblock=False)
    expected = A.astype(np.float64) @ x.astype(np.float64) + b
    np.testing.assert_allclose(y, expected, rtol=1e-5, atol=1e-6)
runner.stop()

print("SUCCESS")
