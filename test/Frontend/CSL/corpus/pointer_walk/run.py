#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=9,3 --fabric-offsets=4,1 \
# RUN:   --params=width:2,n:10 -o %t/wse2 --memcpy --channels=1
# RUN: %python %s --name %t/wse2
# RUN: tanto-cslc --arch=wse3 %S/layout.csl --fabric-dims=9,3 --fabric-offsets=4,1 \
# RUN:   --params=width:2,n:10 -o %t/wse3 --memcpy --channels=1
# RUN: %python %s --name %t/wse3
"""Host script of pointer_walk: moving pointers and runtime ranges, checked
against numpy sums taken in the device's order (f32, bit for bit)."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n = 2, 10
rng = np.random.default_rng(5)
x = rng.uniform(-4.0, 4.0, width * n).astype(np.float32)
y = rng.uniform(-4.0, 4.0, width * n).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
symbols = {name: runner.get_id(name) for name in ("x", "y", "out", "sums")}
runner.load()
runner.run()


def copy(name, values, count, to_device):
    transfer = runner.memcpy_h2d if to_device else runner.memcpy_d2h
    if to_device:
        transfer(symbols[name], values, 0, 0, width, 1, count, streaming=False,
                 order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                 nonblock=False)
    else:
        transfer(values, symbols[name], 0, 0, width, 1, count, streaming=False,
                 order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                 nonblock=False)


copy("x", x, n, True)
copy("y", y, n, True)
runner.launch("compute", nonblock=False)
out = np.zeros(width * n, dtype=np.float32)
sums = np.zeros(width * 4, dtype=np.float32)
copy("out", out, n, False)
copy("sums", sums, 4, False)
runner.stop()


def ordered_sum(values):
    total = np.float32(0.0)
    for v in values:
        total = np.float32(total + v)
    return total


xs, ys = x.reshape(width, n), y.reshape(width, n)
np.testing.assert_array_equal(out.reshape(width, n), xs * ys[:, ::-1])
sums = sums.reshape(width, 4)
for pe in range(width):
    expected = [ordered_sum(xs[pe, 0:n:2]), ordered_sum(ys[pe, 1:n:2]),
                ordered_sum(xs[pe, 3:]), np.float32(0.0)]
    np.testing.assert_array_equal(sums[pe], expected, err_msg=f"PE {pe}")
print("SUCCESS")
