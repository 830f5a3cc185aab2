#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=24 -o %t
# RUN: %python %s --name %t
"""Host script of data_task_sum, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 24
rng = np.random.default_rng(5)
x = rng.uniform(0.0, 10.0, size=n).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_symbol = runner.get_id("x")
mean_symbol = runner.get_id("mean")
count_symbol = runner.get_id("count")
runner.load()
runner.run()
runner.memcpy_h2d(x_symbol, x, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
mean = np.zeros(1, dtype=np.float32)
runner.memcpy_d2h(mean, mean_symbol, 1, 0, 1, 1, 1, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
count = np.zeros(1, dtype=np.uint32)
runner.memcpy_d2h(count, count_symbol, 1, 0, 1, 1, 1, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

assert count[0] == n, count
np.testing.assert_allclose(mean[0], np.mean(x.astype(np.float64)), rtol=1e-6)
print("SUCCESS")
