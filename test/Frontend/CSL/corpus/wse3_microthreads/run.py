#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse3 %S/layout.csl --fabric-dims=9,3 --fabric-offsets=4,1 \
# RUN:   --params=n:12 -o %t/out --memcpy --channels=1
# RUN: %python %s --name %t/out
"""Host script of wse3_microthreads: y on the right PE gains the left PE's
x, sent and received by asynchronous operations on named microthreads."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 12
rng = np.random.default_rng(8)
x = rng.uniform(-4.0, 4.0, n).astype(np.float32)
y = rng.uniform(-4.0, 4.0, n).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_symbol = runner.get_id("x")
y_symbol = runner.get_id("y")
runner.load()
runner.run()
runner.memcpy_h2d(x_symbol, x, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.memcpy_h2d(y_symbol, y, 1, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
out = np.zeros(n, dtype=np.float32)
runner.memcpy_d2h(out, y_symbol, 1, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()
np.testing.assert_array_equal(out, y + x)
print("SUCCESS")
