#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=12 -o %t
# RUN: %python %s --name %t
"""Host script of control_flow, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 12
x = np.array([1.5, -0.5, 0.0, 2.5, -1.0, 3.0, 0.25, -4.0, 5.0, 6.0, -7.0, 8.0], dtype=np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_symbol, out_symbol = runner.get_id("x"), runner.get_id("out")
runner.load()
runner.run()
runner.memcpy_h2d(x_symbol, x, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
out = np.zeros(8, dtype=np.int32)
runner.memcpy_d2h(out, out_symbol, 0, 0, 1, 1, 8, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

# The reference, written from the program's comments.
above = np.nonzero(x > 2.0)[0]
first_stop = np.nonzero(x < -3.0)[0][0]
pairs = sum(1 for i in range(6) if i != 2 for j in range(i + 1) if i * j < 12)
expected = [
    above[0] if above.size else -1,
    -1,
    int(np.sum(x[:first_stop] > 0.0)),
    pairs,
    6,
    int(np.sign(x[0])) + 10 * int(np.sign(x[1])),
    sum(k for k in range(1, 16) if k % 2 == 1),
    0,
]
np.testing.assert_array_equal(out, np.array(expected, dtype=np.int32))
print("SUCCESS")
