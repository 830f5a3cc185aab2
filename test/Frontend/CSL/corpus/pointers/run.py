#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=9,3 --fabric-offsets=4,1 \
# RUN:   --params=width:2,n:6 -o %t/wse2 --memcpy --channels=1
# RUN: %python %s --name %t/wse2
# RUN: tanto-cslc --arch=wse3 %S/layout.csl --fabric-dims=9,3 --fabric-offsets=4,1 \
# RUN:   --params=width:2,n:6 -o %t/wse3 --memcpy --channels=1
# RUN: %python %s --name %t/wse3
"""Host script of pointers: values written through pointers to locals,
globals and elements, checked against numpy and hand-computed counts."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n = 2, 6
rng = np.random.default_rng(11)
x = rng.uniform(-2.0, 2.0, width * n).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
symbols = {name: runner.get_id(name) for name in ("x", "y", "total", "counts")}
runner.load()
runner.run()
runner.memcpy_h2d(symbols["x"], x, 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)


def copy_out(name, count, dtype):
    out = np.zeros(width * count, dtype=dtype)
    runner.memcpy_d2h(out, symbols[name], 0, 0, width, 1, count, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                      nonblock=False)
    return out.reshape(width, count)


x_out, y_out = copy_out("x", n, np.float32), copy_out("y", n, np.float32)
total, counts = copy_out("total", 1, np.float32), copy_out("counts", 5, np.int32)
runner.stop()

doubled = (x * np.float32(2.0)).reshape(width, n)
np.testing.assert_array_equal(x_out, doubled)
np.testing.assert_array_equal(y_out, doubled + np.float32(0.5))
# The sum in the program's order, in f32.
for pe in range(width):
    s = np.float32(0.0)
    for v in doubled[pe]:
        s = np.float32(s + v)
    assert total[pe, 0] == s, (pe, total[pe, 0], s)
# four = 2 * [3, 1, 14, 1] + [0, 0, 0, 1000]; zeros[11] = 7; grid[1][2] + grid[0][0] = 106 + 1;
# one = 5 + 2; counts[4] = 0 + 1 + 2 + 3.
for pe in range(width):
    np.testing.assert_array_equal(counts[pe], [1038, 7, 107, 7, 6])
print("SUCCESS")
