#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=width=5,n=16 -o %t
# RUN: %python %s --name %t
"""Host script of row_pipeline, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n = 5, 16
rng = np.random.default_rng(7)
x = rng.uniform(-4.0, 4.0, size=(width, n)).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_symbol = runner.get_id("x")
sum_symbol = runner.get_id("sum")
runner.load()
runner.run()
runner.memcpy_h2d(x_symbol, x.ravel(), 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
total = np.zeros(n, dtype=np.float32)
runner.memcpy_d2h(total, sum_symbol, width - 1, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

# The pipeline adds left to right, one f32 rounding per step: the same order
# as a running sum over the PEs.
expected = x[0].copy()
for px in range(1, width):
    expected = expected + x[px]
np.testing.assert_array_equal(total, expected)
np.testing.assert_allclose(total, x.sum(axis=0, dtype=np.float64), rtol=1e-5, atol=1e-5)
print("SUCCESS")
