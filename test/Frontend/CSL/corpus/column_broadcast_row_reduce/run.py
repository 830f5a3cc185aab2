#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=width=4,height=3,n=10 -o %t
# RUN: %python %s --name %t
"""Host script of column_broadcast_row_reduce, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, height, n = 4, 3, 10
rng = np.random.default_rng(17)
A = rng.uniform(-2.0, 2.0, size=(height, width)).astype(np.float32)
V = rng.uniform(-1.0, 1.0, size=(width, n)).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
v_symbol = runner.get_id("v")
a_symbol = runner.get_id("a")
r_symbol = runner.get_id("r")
runner.load()
runner.run()
# Row px of V to PE (px, 0); A[py, px] to PE (px, py).
runner.memcpy_h2d(v_symbol, V.ravel(), 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.memcpy_h2d(a_symbol, A.ravel(), 0, 0, width, height, 1, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
R = np.zeros(height * n, dtype=np.float32)
runner.memcpy_d2h(R, r_symbol, width - 1, 0, 1, height, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

expected = A.astype(np.float64) @ V.astype(np.float64)
np.testing.assert_allclose(R.reshape(height, n), expected, rtol=1e-5, atol=1e-5)
print("SUCCESS")
