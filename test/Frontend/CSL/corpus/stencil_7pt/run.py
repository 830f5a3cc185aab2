#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=width=4,height=3,nz=12 -o %t
# RUN: %python %s --name %t
"""Host script of stencil_7pt, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, height, nz = 4, 3, 12
c0, c1 = np.float32(-6.0), np.float32(0.25)
rng = np.random.default_rng(3)
# u[y, x, z]: a ROW_MAJOR copy of the whole grid is u.ravel().
u = rng.uniform(-2.0, 2.0, size=(height, width, nz)).astype(np.float32)
coef = np.tile(np.array([c0, c1], dtype=np.float32), width * height)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
u_symbol = runner.get_id("u")
coef_symbol = runner.get_id("coef")
out_symbol = runner.get_id("out")
runner.load()
runner.run()
runner.memcpy_h2d(u_symbol, u.ravel(), 0, 0, width, height, nz, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.memcpy_h2d(coef_symbol, coef, 0, 0, width, height, 2, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
out = np.zeros(width * height * nz, dtype=np.float32)
runner.memcpy_d2h(out, out_symbol, 0, 0, width, height, nz, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

# The stencil over the zero-padded 3-D array.
p = np.pad(u.astype(np.float64), 1)
centre = p[1:-1, 1:-1, 1:-1]
neighbours = (p[1:-1, :-2, 1:-1] + p[1:-1, 2:, 1:-1]      # west, east
              + p[:-2, 1:-1, 1:-1] + p[2:, 1:-1, 1:-1]    # north, south
              + p[1:-1, 1:-1, :-2] + p[1:-1, 1:-1, 2:])   # below, above
expected = float(c0) * centre + float(c1) * neighbours
np.testing.assert_allclose(out.reshape(height, width, nz), expected, rtol=1e-5, atol=1e-5)
print("SUCCESS")
