#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --fabric-arch=wse3 --emit=obj --params=n=32 -o %t
# RUN: %python %s --name %t
"""Host script of wse3_queue_task, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 32
rng = np.random.default_rng(31)
x = rng.uniform(-1.0, 3.0, size=n).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_symbol = runner.get_id("x")
prefix_symbol = runner.get_id("prefix")
total_symbol = runner.get_id("total")
count_symbol = runner.get_id("count")
runner.load()
runner.run()
runner.memcpy_h2d(x_symbol, x, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
prefix = np.zeros(n, dtype=np.float32)
runner.memcpy_d2h(prefix, prefix_symbol, 1, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
total = np.zeros(1, dtype=np.float32)
runner.memcpy_d2h(total, total_symbol, 1, 0, 1, 1, 1, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
count = np.zeros(1, dtype=np.uint32)
runner.memcpy_d2h(count, count_symbol, 1, 0, 1, 1, 1, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

expected = np.cumsum(x.astype(np.float64))
np.testing.assert_allclose(prefix, expected, rtol=1e-6, atol=1e-6)
np.testing.assert_allclose(total[0], expected[-1], rtol=1e-6)
assert count[0] == n, count
print("SUCCESS")
