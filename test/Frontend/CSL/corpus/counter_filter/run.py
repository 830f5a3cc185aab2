#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=12 -o %t
# RUN: %python %s --name %t
"""Host script of counter_filter: the words that pass PE 1's counter
filters against the counters simulated here from csl-builtins' rules."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
args = parser.parse_args()
n = 12


def passed(limit1, max_counter, limit2=None, sparse=False):
    """Counted data wavelets: the count moves first, a wavelet passes while
    it is at most max_counter, and reaching limit1 resets it (a sparse
    counter then takes limit2 once, and stops filtering the next time)."""
    counter, out, disabled = 0, [], False
    for word in range(1, n + 1):
        if disabled:
            out.append(word)
            continue
        counter += 1
        if counter <= max_counter:
            out.append(word)
        if counter >= limit1:
            counter = 0
            if sparse:
                if limit2 is None:
                    disabled = True
                limit1, limit2 = (limit2, None) if limit2 is not None else (limit1, None)
    return out


runner = SdkRuntime(args.name)
runner.load()
runner.run()
runner.launch("start", nonblock=False)
common = dict(streaming=False, order=MemcpyOrder.ROW_MAJOR,
              data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)
kept = np.zeros(n, dtype=np.uint32)
kept_sparse = np.zeros(n, dtype=np.uint32)
counts = np.zeros(2, dtype=np.uint32)
runner.memcpy_d2h(kept, runner.get_id("kept"), 1, 0, 1, 1, n, **common)
runner.memcpy_d2h(kept_sparse, runner.get_id("kept_sparse"), 1, 0, 1, 1, n, **common)
runner.memcpy_d2h(counts, runner.get_id("counts"), 1, 0, 1, 1, 2, **common)
runner.stop()

every = passed(5, 4)
# The builtins' example: every 5th data wavelet is rejected.
assert every == [w for w in range(1, n + 1) if w % 5 != 0], every
sparse = passed(3, 1, limit2=2, sparse=True)
assert sparse == [1, 4, 6, 7, 8, 9, 10, 11, 12], sparse
assert list(counts) == [len(every), len(sparse)], counts
np.testing.assert_array_equal(kept[:len(every)], every)
np.testing.assert_array_equal(kept_sparse[:len(sparse)], sparse)
print("SUCCESS")
