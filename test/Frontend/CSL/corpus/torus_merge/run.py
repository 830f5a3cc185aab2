#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=width=4,n=5 -o %t
# RUN: %python %s --name %t
"""Host script of torus_merge: what PE (0, 1) received from each sender of
the ring, against sums computed here."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
args = parser.parse_args()
width, n = 4, 5

runner = SdkRuntime(args.name)
runner.load()
runner.run()
runner.launch("start", nonblock=False)
common = dict(streaming=False, order=MemcpyOrder.ROW_MAJOR,
              data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)
sums = np.zeros(16, dtype=np.uint32)
counts = np.zeros(16, dtype=np.uint32)
runner.memcpy_d2h(sums, runner.get_id("sums"), 0, 1, 1, 1, 16, **common)
runner.memcpy_d2h(counts, runner.get_id("counts"), 0, 1, 1, 1, 16, **common)
runner.stop()

# Senders: row 0 is 0..width-1, row 1 counts on from the east; PE (0, 1)
# (number 2 * width - 1) only receives.
senders = range(2 * width - 1)
want_sums = np.zeros(16, dtype=np.uint32)
want_counts = np.zeros(16, dtype=np.uint32)
for s in senders:
    want_sums[s] = sum(k * (s + 1) + 1 for k in range(n))
    want_counts[s] = n
np.testing.assert_array_equal(counts, want_counts)
np.testing.assert_array_equal(sums, want_sums)
print("SUCCESS")
