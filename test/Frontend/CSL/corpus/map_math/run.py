#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=10,3 --fabric-offsets=4,1 \
# RUN:   --params=width:3,n:8 -o %t/wse2 --memcpy --channels=1
# RUN: %python %s --name %t/wse2
# RUN: tanto-cslc --arch=wse3 %S/layout.csl --fabric-dims=10,3 --fabric-offsets=4,1 \
# RUN:   --params=width:3,n:8 -o %t/wse3 --memcpy --channels=1
# RUN: %python %s --name %t/wse3
"""Host script of map_math: square roots (f32 and f16) and a norm, checked
bit for bit against numpy's IEEE square roots."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n = 3, 8
rng = np.random.default_rng(3)
x = rng.uniform(0.0, 50.0, width * n).astype(np.float32)
x[0] = 0.0

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
symbols = {name: runner.get_id(name) for name in ("x", "roots", "half_roots", "norm")}
runner.load()
runner.run()
runner.memcpy_h2d(symbols["x"], x, 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)


def copy_out(name, count):
    out = np.zeros(width * count, dtype=np.float32)
    runner.memcpy_d2h(out, symbols[name], 0, 0, width, 1, count, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                      nonblock=False)
    return out.reshape(width, count)


roots, half_roots, norm = copy_out("roots", n), copy_out("half_roots", n), copy_out("norm", 2)
runner.stop()

per_pe = x.reshape(width, n)
expected_roots = np.zeros((width, n), dtype=np.float32)
expected_roots[:, : n // 2] = np.sqrt(per_pe[:, 0::2])
np.testing.assert_array_equal(roots, expected_roots)
np.testing.assert_array_equal(half_roots, np.sqrt(per_pe.astype(np.float16)).astype(np.float32))
for pe in range(width):
    total = np.float32(0.0)
    for v in per_pe[pe]:
        total = np.float32(total + np.float32(v * v))
    assert norm[pe, 0] == total, (pe, norm[pe, 0], total)
    assert norm[pe, 1] == np.sqrt(total), (pe, norm[pe, 1], np.sqrt(total))
print("SUCCESS")
