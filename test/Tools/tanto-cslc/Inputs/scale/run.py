#!/usr/bin/env python3
"""Host script of the scale program, written against the Cerebras SDK's own
module paths (no tanto_sdk import): out.json's params, row and column
broadcasts, SdkRuntime.call, and 16-bit copies through input_array_to_u32
and memcpy_view."""
import argparse
import json

import numpy as np

from cerebras.sdk.runtime.sdkruntimepybind import SdkRuntime, MemcpyDataType, MemcpyOrder
from cerebras.sdk.sdk_utils import memcpy_view, input_array_to_u32

parser = argparse.ArgumentParser()
parser.add_argument("--name", help="the compile output dir")
parser.add_argument("--cmaddr", help="IP:port for CS system")
args = parser.parse_args()

with open(f"{args.name}/out.json", encoding="utf-8") as json_file:
    compile_data = json.load(json_file)
width = int(compile_data["params"]["width"])
height = int(compile_data["params"]["height"])
n = int(compile_data["params"]["n"])

rng = np.random.default_rng(7)
scale = rng.uniform(-2.0, 2.0, height).astype(np.float32)   # one per row
x = rng.uniform(-8.0, 8.0, width * n).astype(np.float32)     # one block per column
h = rng.integers(-32768, 32767, width * height * n, dtype=np.int16)
h[0] = 32767  # wraps to -32768

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
runner.load()
runner.run()
f32 = dict(streaming=False, order=MemcpyOrder.ROW_MAJOR,
           data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)
i16 = dict(streaming=False, order=MemcpyOrder.ROW_MAJOR,
           data_type=MemcpyDataType.MEMCPY_16BIT, nonblock=False)
runner.memcpy_h2d_rowbcast(runner.get_id("scale"), scale, 0, 0, width, height, 1, **f32)
runner.memcpy_h2d_colbcast(runner.get_id("x"), x, 0, 0, width, height, n, **f32)
runner.memcpy_h2d(runner.get_id("h"), input_array_to_u32(h, None, n), 0, 0, width, height, n, **i16)
runner.call("compute", [], nonblock=False)

y = np.zeros(width * height * n, dtype=np.float32)
runner.memcpy_d2h(y, runner.get_id("y"), 0, 0, width, height, n, **f32)
h_out_u32 = np.zeros(width * height * n, dtype=np.uint32)
runner.memcpy_d2h(h_out_u32, runner.get_id("h"), 0, 0, width, height, n, **i16)
runner.stop()

# PE (px, py) holds x's block px scaled by row py's factor.
expected = (scale[:, None, None] * x.reshape(1, width, n)).astype(np.float32)
np.testing.assert_array_equal(y.reshape(height, width, n), expected)
np.testing.assert_array_equal(memcpy_view(h_out_u32, np.dtype(np.int16)), h + np.int16(1))
assert np.all(h_out_u32 >> 16 == 0), "16-bit reads are zero-extended"
print("SUCCESS")
