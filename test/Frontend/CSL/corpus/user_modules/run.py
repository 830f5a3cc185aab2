#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=9,3 --fabric-offsets=4,1 \
# RUN:   --params=n:4,MEMCPYH2D_DATA_1_ID:0 -o %t/wse2 --memcpy --channels=1
# RUN: %python %s --name %t/wse2
# RUN: tanto-cslc --arch=wse3 %S/layout.csl --fabric-dims=9,3 --fabric-offsets=4,1 \
# RUN:   --params=n:3,MEMCPYH2D_DATA_1_ID:2 -o %t/wse3 --memcpy --channels=1
# RUN: %python %s --name %t/wse3
"""Host script of user_modules: streams n values to PE 0 and n + 1 to
PE 1, whose imported accum.csl keeps scale * v (+ bias) of each; counter.csl,
which accum.csl imports, counts them from 100."""
import argparse
import json

import numpy as np

from cerebras.sdk.runtime.sdkruntimepybind import (  # pylint: disable=no-name-in-module
    MemcpyDataType, MemcpyOrder, SdkRuntime)

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

with open(f"{args.name}/out.json", encoding="utf-8") as f:
    params = json.load(f)["params"]
n, h2d = int(params["n"]), int(params["MEMCPYH2D_DATA_1_ID"])
f32 = MemcpyDataType.MEMCPY_32BIT
row = MemcpyOrder.ROW_MAJOR

rng = np.random.default_rng(40)
v0 = rng.uniform(-4.0, 4.0, size=n).astype(np.float32)
v1 = rng.uniform(-4.0, 4.0, size=n + 1).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
acc_id, bumps_id = runner.get_id("acc"), runner.get_id("bumps")
runner.load()
runner.run()
runner.memcpy_h2d(h2d, v0, 0, 0, 1, 1, n, streaming=True, data_type=f32, order=row,
                  nonblock=False)
runner.memcpy_h2d(h2d, v1, 1, 0, 1, 1, n + 1, streaming=True, data_type=f32, order=row,
                  nonblock=False)
acc0 = np.zeros(n, dtype=np.float32)
runner.memcpy_d2h(acc0, acc_id, 0, 0, 1, 1, n, streaming=False, data_type=f32, order=row,
                  nonblock=False)
acc1 = np.zeros(n + 1, dtype=np.float32)
runner.memcpy_d2h(acc1, acc_id, 1, 0, 1, 1, n + 1, streaming=False, data_type=f32, order=row,
                  nonblock=False)
bumps = np.zeros(2, dtype=np.uint32)
runner.memcpy_d2h(bumps, bumps_id, 0, 0, 2, 1, 1, streaming=False, data_type=f32, order=row,
                  nonblock=False)
runner.stop()

# PE 0: the default scale 2.0, no bias; PE 1: scale 3.0 and bias 0.5, in f32.
np.testing.assert_array_equal(acc0, np.float32(2.0) * v0)
np.testing.assert_array_equal(acc1, np.float32(3.0) * v1 + np.float32(0.5))
np.testing.assert_array_equal(bumps, np.array([100 + n, 100 + n + 1], dtype=np.uint32))
print("SUCCESS")
