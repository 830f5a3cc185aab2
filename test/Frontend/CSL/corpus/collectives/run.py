#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=width=4,height=3,n=5 -o %t
# RUN: %python %s --name %t
"""Host script of collectives, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, height, n = 4, 3, 5
rng = np.random.default_rng(11)
shared = rng.uniform(-4, 4, (height, width, n)).astype(np.float32)
own = rng.integers(-50, 50, (height, width, n)).astype(np.float32)
deal = rng.integers(0, 1 << 30, (height, width, n * height)).astype(np.uint32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
symbols = {name: runner.get_id(name)
           for name in ["shared", "own", "row_total", "deal", "hand", "collected"]}
runner.load()
runner.run()


def h2d(name, data, words):
    runner.memcpy_h2d(symbols[name], data.ravel(), 0, 0, width, height, words,
                      streaming=False, order=MemcpyOrder.ROW_MAJOR,
                      data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)


def d2h(name, dtype, words):
    out = np.zeros(height * width * words, dtype=dtype)
    runner.memcpy_d2h(out, symbols[name], 0, 0, width, height, words,
                      streaming=False, order=MemcpyOrder.ROW_MAJOR,
                      data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)
    return out.reshape((height, width, words))


h2d("shared", shared, n)
h2d("own", own, n)
h2d("deal", deal, n * height)
runner.launch("rows", nonblock=False)
runner.launch("columns", nonblock=False)
shared_after = d2h("shared", np.float32, n)
row_total = d2h("row_total", np.float32, n)
hand = d2h("hand", np.uint32, n)
collected = d2h("collected", np.uint32, n * height)
runner.stop()

# Broadcast: every PE of a row holds its row's first PE's words.
np.testing.assert_array_equal(shared_after, np.repeat(shared[:, :1], width, axis=1))
# Reduce: the first PE of each row holds the row's sum of `own`.
np.testing.assert_allclose(row_total[:, 0], own.sum(axis=1), rtol=1e-6)
# Scatter: PE y of a column holds part y of its column's first PE's words
# (plus y, added before the gather).
for y in range(height):
    part = deal[0, :, y * n:(y + 1) * n] + np.uint32(y)
    np.testing.assert_array_equal(hand[y], part)
# Gather: the first PE of each column holds every PE's part, in order.
expected = deal[0] + np.repeat(np.arange(height, dtype=np.uint32), n)[None, :]
np.testing.assert_array_equal(collected[0], expected)
print("SUCCESS")
