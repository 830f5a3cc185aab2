#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=32 -o %t
# RUN: %python %s --name %t
"""Host script of async_activate, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 32
x = np.linspace(0.5, 16.0, n, dtype=np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_symbol = runner.get_id("x")
flag_symbol = runner.get_id("flag")
buf_symbol = runner.get_id("buf")
runner.load()
runner.run()
runner.memcpy_h2d(x_symbol, x, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
buf = np.zeros(n, dtype=np.float32)
runner.memcpy_d2h(buf, buf_symbol, 1, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
x_after = np.zeros(n, dtype=np.float32)
runner.memcpy_d2h(x_after, x_symbol, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
flag = np.zeros(1, dtype=np.uint32)
runner.memcpy_d2h(flag, flag_symbol, 0, 0, 1, 1, 1, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

np.testing.assert_array_equal(buf, 2 * x)
np.testing.assert_array_equal(x_after, np.full(n, -1.0, dtype=np.float32))
assert flag[0] == 1, flag
print("SUCCESS")
