#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=40 -o %t
# RUN: %python %s --name %t
"""Host script of east_accumulate, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 40
rng = np.random.default_rng(38)
v = rng.standard_normal(2 * n).astype(np.float32)


def copy_out(symbol, count, dtype):
    out = np.zeros(2 * count, dtype=dtype)
    runner.memcpy_d2h(out, symbol, 0, 0, 2, 1, count, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR,
                      data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)
    return out


runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
v_id, info_id = runner.get_id("v"), runner.get_id("info")
runner.load()
runner.run()
runner.memcpy_h2d(v_id, v, 0, 0, 2, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR,
                  data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)
runner.launch("compute", nonblock=False)
out = copy_out(v_id, n, np.float32).reshape(2, n)
info = copy_out(info_id, 4, np.uint32).reshape(2, 4)
runner.stop()

mine = v.reshape(2, n)
# Both add the const bias 0.5; PE 0 then sends, PE 1 holds the sum of both.
sent = mine[0] + np.float32(0.5)
np.testing.assert_array_equal(out[0], sent)
np.testing.assert_allclose(out[1], (mine[1] + np.float32(0.5)) + sent, rtol=1e-6)
total = n * (n - 1) // 2
for pe in range(2):
    assert info[pe, 0] == total << (pe + 1), info[pe]
    assert info[pe, 1] == pe * 10, info[pe]
    assert info[pe, 2] == 2, info[pe]
# Only the receiver's asynchronous add activates `done`.
assert list(info[:, 3]) == [0, 1], info
print("SUCCESS")
