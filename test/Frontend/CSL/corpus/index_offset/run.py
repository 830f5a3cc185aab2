#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=m=6,n=4 -o %t
# RUN: %python %s --name %t | FileCheck %s
# CHECK: SUCCESS
"""Host script of index_offset: the columns an operation's `.index`
reaches, checked against numpy."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
args = parser.parse_args()

m, n = 6, 4
rng = np.random.default_rng(11)
A = rng.uniform(-1.0, 1.0, (m, n)).astype(np.float32)
x = rng.uniform(-2.0, 2.0, n).astype(np.float32)
b = rng.uniform(-1.0, 1.0, m).astype(np.float32)
H = rng.integers(0, 1000, (m, n)).astype(np.uint32)

runner = SdkRuntime(args.name)
runner.load()
runner.run()
words = dict(order=MemcpyOrder.ROW_MAJOR, nonblock=False, streaming=False)
for name, data, count in (("A", A.ravel(), m * n), ("x", x, n), ("b", b, m)):
    runner.memcpy_h2d(runner.get_id(name), data, 0, 0, 1, 1, count,
                      data_type=MemcpyDataType.MEMCPY_32BIT, **words)
runner.memcpy_h2d(runner.get_id("H"), H.ravel(), 0, 0, 1, 1, m * n,
                  data_type=MemcpyDataType.MEMCPY_16BIT, **words)
runner.launch("compute", nonblock=False)
y = np.zeros(m, dtype=np.float32)
runner.memcpy_d2h(y, runner.get_id("y"), 0, 0, 1, 1, m,
                  data_type=MemcpyDataType.MEMCPY_32BIT, **words)
s = np.zeros(m, dtype=np.uint32)
runner.memcpy_d2h(s, runner.get_id("s"), 0, 0, 1, 1, m,
                  data_type=MemcpyDataType.MEMCPY_16BIT, **words)
runner.stop()

np.testing.assert_allclose(y, A.astype(np.float64) @ x.astype(np.float64) + b,
                           rtol=1e-5, atol=1e-6)
np.testing.assert_array_equal(s, H.sum(axis=1))
print("SUCCESS")
