#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=40 -o %t
# RUN: %python %s --name %t
"""Host script of random_sqrt: the draws against the PRNG that csl-builtins
describes for @random16, written out here, and numpy's float32 roots."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
args = parser.parse_args()

n, lo, hi = 40, -2.5, 4.0


class Lfsr:
    """x^23 + x^18 + 1, seeded 0xdeadbeef, 128 steps after each read."""

    mask = (1 << 23) - 1

    def __init__(self):
        self.state = 0xDEADBEEF & self.mask

    def read16(self):
        value = self.state & 0xFFFF
        for _ in range(128):
            bit = ((self.state >> 22) ^ (self.state >> 17)) & 1
            self.state = ((self.state << 1) | bit) & self.mask
        return value


def random_f32(prng):
    """lo + (hi - lo) * u, u = 24 random bits / 2^24, in float32 steps."""
    bits = (prng.read16() << 16) | prng.read16()
    unit = np.float32(bits >> 8) * np.float32(2.0 ** -24)
    width = np.float32(hi) - np.float32(lo)
    return np.float32(np.float32(lo) + np.float32(width * unit))


prng = Lfsr()
want_x, want_y = [], []
for _ in range(n):
    want_x.append(random_f32(prng))
    want_y.append(random_f32(prng))
want_x = np.array(want_x, dtype=np.float32)
want_y = np.array(want_y, dtype=np.float32)

runner = SdkRuntime(args.name)
runner.load()
runner.run()
runner.launch("draw", np.float32(lo), np.float32(hi), nonblock=False)
got = {}
for name in ("xs", "ys", "norms"):
    got[name] = np.zeros(n, dtype=np.float32)
    runner.memcpy_d2h(got[name], runner.get_id(name), 0, 0, 1, 1, n, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                      nonblock=False)
runner.stop()

assert np.all((got["xs"] >= lo) & (got["xs"] < hi)), got["xs"]
np.testing.assert_array_equal(got["xs"], want_x)
np.testing.assert_array_equal(got["ys"], want_y)
# x*x + y*y rounded step by step in float32, then the rounded root.
squares = (want_x * want_x).astype(np.float32) + (want_y * want_y).astype(np.float32)
np.testing.assert_array_equal(got["norms"], np.sqrt(squares.astype(np.float32)))
print("SUCCESS")
