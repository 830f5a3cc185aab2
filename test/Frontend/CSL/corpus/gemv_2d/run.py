#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=width=3,height=2,mb=5,nb=6 -o %t
# RUN: %python %s --name %t
"""Host script of gemv_2d, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, height, mb, nb = 3, 2, 5, 6
M, N = height * mb, width * nb
rng = np.random.default_rng(11)
A = rng.uniform(-1.0, 1.0, size=(M, N)).astype(np.float32)
x = rng.uniform(-1.0, 1.0, size=N).astype(np.float32)

# Host layout of a ROW_MAJOR copy: [py, px, elements of the PE].
A_tiles = A.reshape(height, mb, width, nb).transpose(0, 2, 1, 3).copy()
x_tiles = np.broadcast_to(x.reshape(1, width, nb), (height, width, nb)).copy()

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
A_symbol = runner.get_id("A")
x_symbol = runner.get_id("x")
y_symbol = runner.get_id("y")
runner.load()
runner.run()
runner.memcpy_h2d(A_symbol, A_tiles.ravel(), 0, 0, width, height, mb * nb, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.memcpy_h2d(x_symbol, x_tiles.ravel(), 0, 0, width, height, nb, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
# A second launch recomputes the same y (compute leaves its DSD as it found it).
runner.launch("compute", nonblock=False)
y = np.zeros(M, dtype=np.float32)
runner.memcpy_d2h(y, y_symbol, width - 1, 0, 1, height, mb, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

expected = A.astype(np.float64) @ x.astype(np.float64)
np.testing.assert_allclose(y, expected, rtol=1e-5, atol=1e-5)
print("SUCCESS")
