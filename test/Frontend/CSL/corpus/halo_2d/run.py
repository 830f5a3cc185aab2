#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=11,5 --fabric-offsets=4,1 \
# RUN:   --params=width:4,height:3,n:6 -o %t/wse2 --memcpy --channels=1
# RUN: %python %s --name %t/wse2
# RUN: tanto-cslc --arch=wse3 %S/layout.csl --fabric-dims=11,5 --fabric-offsets=4,1 \
# RUN:   --params=width:4,height:3,n:6 -o %t/wse3 --memcpy --channels=1
# RUN: %python %s --name %t/wse3
"""Host script of halo_2d: each PE's sum of its neighbours' vectors
against numpy's shifted copies of the grid."""
import argparse
import json
import os

import numpy as np

from cerebras.sdk.runtime.sdkruntimepybind import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
args = parser.parse_args()
with open(os.path.join(args.name, "out.json"), encoding="utf-8") as f:
    params = json.load(f)["params"]
w, h, n = int(params["width"]), int(params["height"]), int(params["n"])

rng = np.random.default_rng(3)
# Small integers: every sum is exact in f32, whatever the order.
x = rng.integers(-50, 50, size=(h, w, n)).astype(np.float32)

runner = SdkRuntime(args.name)
runner.load()
runner.run()
common = dict(streaming=False, order=MemcpyOrder.ROW_MAJOR,
              data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)
runner.memcpy_h2d(runner.get_id("x"), x.ravel(), 0, 0, w, h, n, **common)
runner.launch("exchange", nonblock=False)
halo = np.zeros(w * h * n, dtype=np.float32)
runner.memcpy_d2h(halo, runner.get_id("halo"), 0, 0, w, h, n, **common)
runner.stop()

padded = np.zeros((h + 2, w + 2, n), dtype=np.float32)
padded[1:-1, 1:-1] = x
want = padded[:-2, 1:-1] + padded[2:, 1:-1] + padded[1:-1, :-2] + padded[1:-1, 2:]
np.testing.assert_array_equal(halo.reshape(h, w, n), want)
print("SUCCESS")
