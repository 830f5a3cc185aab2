#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=8,3 --fabric-offsets=4,1 \
# RUN:   --params=MEMCPYH2D_DATA_1_ID:0,MEMCPYD2H_DATA_1_ID:1 -o %t/wse2 --memcpy --channels=1
# RUN: %python %s --name %t/wse2
# RUN: tanto-cslc --arch=wse3 %S/layout.csl --fabric-dims=8,3 --fabric-offsets=4,1 \
# RUN:   --params=MEMCPYH2D_DATA_1_ID:2,MEMCPYD2H_DATA_1_ID:3 -o %t/wse3 --memcpy --channels=1
# RUN: %python %s --name %t/wse3
"""Host script of endless_forward: two rounds of words in and out through
a forwarder that never ends. Its copies still wait when each round's words
are out: no deadlock, as the host waits only for its words."""
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
h2d, d2h = int(params["MEMCPYH2D_DATA_1_ID"]), int(params["MEMCPYD2H_DATA_1_ID"])
u32 = MemcpyDataType.MEMCPY_32BIT
row = MemcpyOrder.ROW_MAJOR

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
runner.load()
runner.run()
rng = np.random.default_rng(41)
for n in (10, 23):
    words = rng.integers(0, 2**32, size=n, dtype=np.uint32)
    runner.memcpy_h2d(h2d, words, 0, 0, 1, 1, n, streaming=True, data_type=u32, order=row,
                      nonblock=True)
    out = np.zeros(n, dtype=np.uint32)
    runner.memcpy_d2h(out, d2h, 0, 0, 1, 1, n, streaming=True, data_type=u32, order=row,
                      nonblock=False)
    np.testing.assert_array_equal(out, words)
runner.stop()
print("SUCCESS")
