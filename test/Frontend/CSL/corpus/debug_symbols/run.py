#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=10,4 --fabric-offsets=4,1 \
# RUN:   --params=width:3,height:2,n:5 -o %t/out --memcpy --channels=1
# RUN: %python %s --name %t/out | FileCheck %s
# CHECK: error: debug_util: the program of PE (6, 1) has no data symbol `missing`
# CHECK: error: debug_util: no PE of the program at fabric coordinates (0, 0)
# CHECK: error: debug_util: `count` has 2 bytes, not a whole number of float32 values
# CHECK: SUCCESS
"""Host script of debug_symbols: PE globals read after the run by name,
in fabric coordinates, against values computed here with numpy."""
import argparse
import json
import os

import numpy as np

from cerebras.sdk.debug.debug_util import debug_util
from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkError, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
args = parser.parse_args()

with open(os.path.join(args.name, "out.json"), encoding="utf-8") as f:
    params = json.load(f)["params"]
width, height, n = int(params["width"]), int(params["height"]), int(params["n"])
# Where out.json puts the rectangle in the fabric (--fabric-offsets).
ox, oy = 4, 1

rng = np.random.default_rng(7)
x = rng.standard_normal(width * height * n).astype(np.float32)

runner = SdkRuntime(args.name)
runner.load()
runner.run()
runner.memcpy_h2d(runner.get_id("x"), x, 0, 0, width, height, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
runner.stop()

x = x.reshape(height, width, n)
debug = debug_util(args.name)
for py in range(height):
    for px in range(width):
        factor = np.float32(px) + np.float32(10.0) * np.float32(py)
        got = debug.get_symbol(ox + px, oy + py, "scaled", np.float32)
        np.testing.assert_array_equal(got, x[py, px] * factor)
        assert got.dtype == np.float32 and got.shape == (n,)
        np.testing.assert_array_equal(
            debug.get_symbol(ox + px, oy + py, "count", np.uint16), [n + px])
        np.testing.assert_array_equal(
            debug.get_symbol(ox + px, oy + py, "total", np.int32), [px - 100 * py, -7])

# A rectangle: first two dimensions are the column and row in it.
rect = debug.get_symbol_rect(((ox + 1, oy), (2, 2)), "scaled", np.float32)
assert rect.shape == (2, 2, n), rect.shape
for i in range(2):
    for j in range(2):
        factor = np.float32(1 + i) + np.float32(10.0) * np.float32(j)
        np.testing.assert_array_equal(rect[i, j], x[j, 1 + i] * factor)
counts = debug.get_symbol_rect(((ox, oy), (width, height)), "count", np.uint16)
np.testing.assert_array_equal(counts[:, :, 0], np.array([[n + c] * height for c in range(width)]))
# The same bytes as another type: the two halves of each i32.
halves = debug.get_symbol(ox + 2, oy + 1, "total", np.int16)
np.testing.assert_array_equal(halves, np.array([2 - 100, -7], dtype=np.int32).view(np.int16))

for bad in [lambda: debug.get_symbol(ox + px, oy, "missing", np.float32),
            lambda: debug.get_symbol(0, 0, "scaled", np.float32),
            lambda: debug.get_symbol(ox, oy, "count", np.float32)]:
    try:
        bad()
    except SdkError as e:
        print("error:", e)
    else:
        raise AssertionError("no error")
print("SUCCESS")
