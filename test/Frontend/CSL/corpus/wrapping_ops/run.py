#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=9,3 --fabric-offsets=4,1 \
# RUN:   --params=width:2,n:16 -o %t/wse2 --memcpy --channels=1
# RUN: %python %s --name %t/wse2
"""Host script of wrapping_ops: wrapped i32 hashes and the sum of the
non-negative ones, against numpy int32 arithmetic (which wraps)."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n = 2, 16
rng = np.random.default_rng(9)
x = rng.integers(-2**31, 2**31, width * n, dtype=np.int64).astype(np.int32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_id, out_id = runner.get_id("x"), runner.get_id("out")
runner.load()
runner.run()
runner.memcpy_h2d(x_id, x, 0, 0, width, 1, n, streaming=False, order=MemcpyOrder.ROW_MAJOR,
                  data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)
runner.launch("compute", nonblock=False)
out = np.zeros(width * (n + 1), dtype=np.int32)
runner.memcpy_d2h(out, out_id, 0, 0, width, 1, n + 1, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

with np.errstate(over="ignore"):
    xs = x.reshape(width, n)
    hashes = xs * np.int32(65599) + np.int32(2147483000) - xs
    totals = np.where(hashes >= 0, hashes, 0).sum(axis=1, dtype=np.int32)
out = out.reshape(width, n + 1)
np.testing.assert_array_equal(out[:, :n], hashes)
np.testing.assert_array_equal(out[:, n], totals)
assert (hashes < 0).any() and (hashes >= 0).any()
print("SUCCESS")
