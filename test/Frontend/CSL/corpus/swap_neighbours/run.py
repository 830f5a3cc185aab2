#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=48 -o %t
# RUN: %python %s --name %t
"""Host script of swap_neighbours, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 48
rng = np.random.default_rng(23)
mine = rng.standard_normal(size=(2, n)).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
mine_symbol = runner.get_id("mine")
theirs_symbol = runner.get_id("theirs")
runner.load()
runner.run()
runner.memcpy_h2d(mine_symbol, mine.ravel(), 0, 0, 2, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
theirs = np.zeros(2 * n, dtype=np.float32)
runner.memcpy_d2h(theirs, theirs_symbol, 0, 0, 2, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

np.testing.assert_array_equal(theirs.reshape(2, n), mine[::-1])
print("SUCCESS")
