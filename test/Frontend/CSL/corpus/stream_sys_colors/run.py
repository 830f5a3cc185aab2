#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=11,3 --fabric-offsets=4,1 \
# RUN:   --params=width:3,n:6,MEMCPYH2D_DATA_1_ID:0,MEMCPYH2D_DATA_2_ID:1 \
# RUN:   --params=MEMCPYD2H_DATA_1_ID:2,MEMCPYD2H_DATA_2_ID:3 -o %t/wse2 --memcpy --channels=1
# RUN: %python %s --name %t/wse2 --m 5
# RUN: tanto-cslc --arch=wse3 %S/layout.csl --fabric-dims=11,3 --fabric-offsets=4,1 \
# RUN:   --params=width:3,n:4,MEMCPYH2D_DATA_1_ID:4,MEMCPYH2D_DATA_2_ID:5 \
# RUN:   --params=MEMCPYD2H_DATA_1_ID:6,MEMCPYD2H_DATA_2_ID:7 -o %t/wse3 --memcpy --channels=1
# RUN: %python %s --name %t/wse3 --m 2
"""Host script of stream_sys_colors, as the SDK's tutorials write theirs:
the stream IDs come from out.json, and the SDK's module paths are imported.
Stream 2 is sent first: the asynchronous read of stream 1, started at
comptime, waits for the host meanwhile, which is no deadlock."""
import argparse
import json

import numpy as np

from cerebras.sdk.runtime.sdkruntimepybind import (  # pylint: disable=no-name-in-module
    MemcpyDataType, MemcpyOrder, SdkRuntime)

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--m", type=int, required=True, help="values per PE on stream 2")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

with open(f"{args.name}/out.json", encoding="utf-8") as f:
    params = json.load(f)["params"]
width, n, m = int(params["width"]), int(params["n"]), args.m
h2d_1, h2d_2 = int(params["MEMCPYH2D_DATA_1_ID"]), int(params["MEMCPYH2D_DATA_2_ID"])
d2h_1, d2h_2 = int(params["MEMCPYD2H_DATA_1_ID"]), int(params["MEMCPYD2H_DATA_2_ID"])

rng = np.random.default_rng(38)
x = rng.uniform(-4.0, 4.0, size=(n, width)).astype(np.float32)  # column k: PE k's
v = rng.uniform(-3.0, 3.0, size=(width, m)).astype(np.float32)  # row k: PE k's
f32 = MemcpyDataType.MEMCPY_32BIT

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
finished_symbol = runner.get_id("finished")
runner.load()
runner.run()
runner.memcpy_h2d(h2d_2, v.ravel(), 0, 0, width, 1, m, streaming=True,
                  data_type=f32, order=MemcpyOrder.ROW_MAJOR, nonblock=True)
runner.memcpy_h2d(h2d_1, x.ravel(), 0, 0, width, 1, n, streaming=True,
                  data_type=f32, order=MemcpyOrder.COL_MAJOR, nonblock=True)
y = np.zeros(n * width, dtype=np.float32)
runner.memcpy_d2h(y, d2h_1, 0, 0, width, 1, n, streaming=True,
                  data_type=f32, order=MemcpyOrder.COL_MAJOR, nonblock=False)
squares = np.zeros(width * m, dtype=np.float32)
runner.memcpy_d2h(squares, d2h_2, 0, 0, width, 1, m, streaming=True,
                  data_type=f32, order=MemcpyOrder.ROW_MAJOR, nonblock=False)
finished = np.zeros(width, dtype=np.uint32)
runner.memcpy_d2h(finished, finished_symbol, 0, 0, width, 1, 1, streaming=False,
                  data_type=f32, order=MemcpyOrder.ROW_MAJOR, nonblock=False)
runner.stop()

bias = np.arange(width, dtype=np.float32) + np.float32(0.5)
np.testing.assert_array_equal(y.reshape(n, width), x + bias)
np.testing.assert_array_equal(squares.reshape(width, m), v * v)
np.testing.assert_array_equal(finished, np.ones(width, dtype=np.uint32))
print("SUCCESS")
