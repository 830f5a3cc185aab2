#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=10 -o %t
# RUN: %python %s --name %t
"""Host script of launch_args, written as for the Cerebras SDK: arguments
go with the launch."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkError, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 10
x = np.linspace(-2.0, 3.0, 2 * n, dtype=np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_symbol, y_symbol = runner.get_id("x"), runner.get_id("y")
runner.load()
runner.run()
runner.memcpy_h2d(x_symbol, x, 0, 0, 2, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
y = np.zeros(2 * n, dtype=np.float32)
results = []
for alpha, count, offset in ((np.float32(-1.5), np.int16(6), np.int32(-4)),
                             (np.float32(0.25), np.int16(-3), np.int32(100))):
    runner.launch("scale", alpha, count, offset, nonblock=False)
    runner.memcpy_d2h(y, y_symbol, 0, 0, 2, 1, n, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                      nonblock=False)
    results.append(y.copy())
try:
    runner.launch("scale", np.float32(1.0), nonblock=False)
    raise AssertionError("a launch with too few arguments was accepted")
except SdkError as e:
    assert "fn(f32, i16, i32) void" in str(e), e
runner.stop()

for (alpha, count, offset), got in zip(((-1.5, 6, -4), (0.25, -3, 100)), results):
    expected = x.copy().reshape(2, n)
    k = max(count, 0)
    expected[:, :k] = (np.float32(alpha) * expected[:, :k]).astype(np.float32) + np.float32(offset)
    np.testing.assert_array_equal(got, expected.reshape(-1))
print("SUCCESS")
