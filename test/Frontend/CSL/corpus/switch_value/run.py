#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=9,3 --fabric-offsets=4,1 \
# RUN:   --params=width:2,n:12 -o %t/wse2 --memcpy --channels=1
# RUN: %python %s --name %t/wse2
"""Host script of switch_value: each element's switch arm (mode i % 4 + i // 4:
0 adds 1, 1 and 3 double, others take the magnitude), against numpy."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n = 2, 12
rng = np.random.default_rng(7)
x = rng.uniform(-4.0, 4.0, width * n).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_id, out_id = runner.get_id("x"), runner.get_id("out")
runner.load()
runner.run()
runner.memcpy_h2d(x_id, x, 0, 0, width, 1, n, streaming=False, order=MemcpyOrder.ROW_MAJOR,
                  data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)
runner.launch("compute", nonblock=False)
out = np.zeros(width * n, dtype=np.float32)
runner.memcpy_d2h(out, out_id, 0, 0, width, 1, n, streaming=False, order=MemcpyOrder.ROW_MAJOR,
                  data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)
runner.stop()

xs = x.reshape(width, n)
modes = np.arange(n) % 4 + np.arange(n) // 4
expected = np.where(modes == 0, xs + np.float32(1.0),
                    np.where((modes == 1) | (modes == 3), xs * np.float32(2.0), np.abs(xs)))
np.testing.assert_array_equal(out.reshape(width, n), expected.astype(np.float32))
print("SUCCESS")
