#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=13 -o %t
# RUN: %python %s --name %t
"""Host script of fifo_stage, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 13
x = np.linspace(-3.0, 4.5, n, dtype=np.float32)
bias = (np.arange(n, dtype=np.float32) * np.float32(0.25)) + np.float32(1.0)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
ids = {name: runner.get_id(name) for name in ["x", "bias", "result", "done"]}
runner.load()
runner.run()
common = dict(streaming=False, order=MemcpyOrder.ROW_MAJOR,
              data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)
runner.memcpy_h2d(ids["x"], x, 0, 0, 1, 1, n, **common)
runner.memcpy_h2d(ids["bias"], bias, 1, 0, 1, 1, n, **common)
runner.launch("compute", nonblock=False)
result = np.zeros(n, dtype=np.float32)
runner.memcpy_d2h(result, ids["result"], 1, 0, 1, 1, n, **common)
done = np.zeros(1, dtype=np.uint32)
runner.memcpy_d2h(done, ids["done"], 1, 0, 1, 1, 1, **common)
runner.stop()

np.testing.assert_array_equal(result, x * np.float32(2.0) + bias)
np.testing.assert_array_equal(done, np.array([n], dtype=np.uint32))
print("SUCCESS")
