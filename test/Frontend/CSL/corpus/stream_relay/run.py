#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=11,3 --fabric-offsets=4,1 \
# RUN:   --params=width:3,n:5,MEMCPYH2D_DATA_1_ID:0,MEMCPYH2D_DATA_2_ID:1 \
# RUN:   -o %t/wse2 --memcpy --channels=1
# RUN: %python %s --name %t/wse2 | FileCheck %s
# RUN: tanto-cslc --arch=wse3 %S/layout.csl --fabric-dims=11,3 --fabric-offsets=4,1 \
# RUN:   --params=width:3,n:4,MEMCPYH2D_DATA_1_ID:4,MEMCPYH2D_DATA_2_ID:5 \
# RUN:   -o %t/wse3 --memcpy --channels=1
# RUN: %python %s --name %t/wse3 | FileCheck %s
# CHECK: refused: PE (1, 0): a wavelet of color 8 comes in from RAMP{{.*}} at {{.*}}pe.csl:32:3
# CHECK: SUCCESS
"""Host script of stream_relay. `b` is streamed first: PEs 1.. take it and
then wait for PE 0's relay of `a`, which only the host's next stream starts.
That wait is no deadlock: the streaming copy returns once its words are
taken, as the SDK's does."""
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
width, n = int(params["width"]), int(params["n"])
h2d_1, h2d_2 = int(params["MEMCPYH2D_DATA_1_ID"]), int(params["MEMCPYH2D_DATA_2_ID"])

rng = np.random.default_rng(39)
a = rng.uniform(-4.0, 4.0, size=n).astype(np.float32)
b = rng.uniform(-3.0, 3.0, size=(width - 1, n)).astype(np.float32)  # row k: PE k+1's
f32 = MemcpyDataType.MEMCPY_32BIT
row = MemcpyOrder.ROW_MAJOR

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
y_symbol = runner.get_id("y")
runner.load()
runner.run()
runner.memcpy_h2d(h2d_2, b.ravel(), 1, 0, width - 1, 1, n, streaming=True,
                  data_type=f32, order=row, nonblock=False)
runner.memcpy_h2d(h2d_1, a, 0, 0, 1, 1, n, streaming=True,
                  data_type=f32, order=row, nonblock=False)
y = np.zeros((width - 1) * n, dtype=np.float32)
runner.memcpy_d2h(y, y_symbol, 1, 0, width - 1, 1, n, streaming=False,
                  data_type=f32, order=row, nonblock=False)
# Streamed to PE 1, `a` starts the relay task there, whose send on RELAY
# the router refuses (RELAY comes from WEST at PE 1): an error, not a hang.
try:
    runner.memcpy_h2d(h2d_1, a[:1], 1, 0, 1, 1, 1, streaming=True,
                      data_type=f32, order=row, nonblock=False)
    raise AssertionError("a send the route does not take was accepted")
except RuntimeError as error:
    print(f"refused: {error}")
runner.stop()

# Each PE past the first: y = 2a + its own b, in f32.
expected = (a + a)[np.newaxis, :] + b
np.testing.assert_array_equal(y.reshape(width - 1, n), expected)
print("SUCCESS")
