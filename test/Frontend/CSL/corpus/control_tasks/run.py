#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=9 -o %t
# RUN: %python %s --name %t
"""Host script of control_tasks, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 9
x = (np.arange(n, dtype=np.float32) * np.float32(0.75)) - np.float32(2.0)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_symbol, sums_symbol, tags_symbol = runner.get_id("x"), runner.get_id("sums"), runner.get_id("tags")
runner.load()
runner.run()
runner.memcpy_h2d(x_symbol, x, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
sums = np.zeros(2, dtype=np.float32)
runner.memcpy_d2h(sums, sums_symbol, 1, 0, 1, 1, 2, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
tags = np.zeros(2, dtype=np.uint32)
runner.memcpy_d2h(tags, tags_symbol, 1, 0, 1, 1, 2, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

# The data task adds in arrival order, in float32.
running = np.float32(0.0)
expected = []
for _ in range(2):
    for v in x:
        running = np.float32(running + v)
    expected.append(running)
np.testing.assert_array_equal(sums, np.array(expected, dtype=np.float32))
np.testing.assert_array_equal(tags, np.array([7, 1], dtype=np.uint32))
print("SUCCESS")
