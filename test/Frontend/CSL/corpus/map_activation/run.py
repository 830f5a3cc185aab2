#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=width=2,n=24 -o %t
# RUN: %python %s --name %t
"""Host script of map_activation, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n = 2, 24
rng = np.random.default_rng(5)
x = rng.uniform(-3.0, 3.0, width * n).astype(np.float32)
x[0] = 0.0
x[1] = -0.0
t = rng.uniform(-1.0, 1.0, width * n).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_symbol = runner.get_id("x")
t_symbol = runner.get_id("t")
act_symbol = runner.get_id("act")
err_symbol = runner.get_id("err")
runner.load()
runner.run()
runner.memcpy_h2d(x_symbol, x, 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.memcpy_h2d(t_symbol, t, 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
act = np.zeros(width * n, dtype=np.float32)
err = np.zeros(width * n, dtype=np.float32)
runner.memcpy_d2h(act, act_symbol, 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.memcpy_d2h(err, err_symbol, 0, 0, width, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

expected_act = np.where(x < 0, x * np.float32(0.125), x).astype(np.float32)
expected_err = np.square(expected_act - t)
np.testing.assert_array_equal(act, expected_act)
# -0.0 stays -0.0 (not < 0, so passed through).
assert np.signbit(act[1])
np.testing.assert_array_equal(err, expected_err)
print("SUCCESS")
