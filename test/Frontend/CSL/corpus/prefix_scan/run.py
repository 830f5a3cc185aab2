#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=40 -o %t
# RUN: %python %s --name %t
"""Host script of prefix_scan, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 40
rng = np.random.default_rng(21)
v = rng.integers(-1000, 3000, n).astype(np.int32)
x = rng.normal(0.0, 4.0, n).astype(np.float32)
x[25] = x.max() + 1.0   # the maximum, reached again later
x[31] = x[25]
limit = np.array([20000], dtype=np.int32)


def copy_in(name, arr):
    runner.memcpy_h2d(runner.get_id(name), arr, 0, 0, 1, 1, arr.size, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                      nonblock=False)


def copy_out(name, count, dtype):
    out = np.zeros(count, dtype=dtype)
    runner.memcpy_d2h(out, runner.get_id(name), 0, 0, 1, 1, count, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                      nonblock=False)
    return out


runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
runner.load()
runner.run()
copy_in("v", v)
copy_in("x", x)
copy_in("limit", limit)
runner.launch("compute", nonblock=False)
psum = copy_out("psum", n, np.int32)
rmax = copy_out("rmax", n, np.float32)
stats = copy_out("stats", 4, np.int32)
runner.stop()

expected_psum = np.cumsum(v, dtype=np.int64)
above = np.nonzero(expected_psum > limit[0])[0]
expected_stats = np.array([
    expected_psum[-1],
    np.argmax(x),
    np.count_nonzero(v < 0),
    above[0] if above.size else n,
], dtype=np.int32)
assert 0 < expected_stats[3] < n
np.testing.assert_array_equal(psum, expected_psum.astype(np.int32))
np.testing.assert_array_equal(rmax, np.maximum.accumulate(x))
np.testing.assert_array_equal(stats, expected_stats)
print("SUCCESS")
