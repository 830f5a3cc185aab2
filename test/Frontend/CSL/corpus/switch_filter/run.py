#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj -o %t
# RUN: %python %s --name %t
"""Host script of switch_filter, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

values = np.array([5, 17, 2, 40, 9, 11, 300, 7, 64, 1000, 3, 21], dtype=np.uint32)
words = (np.arange(12, dtype=np.uint32) << 16) | values

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
words_symbol, sum_symbol, tags_symbol = runner.get_id("words"), runner.get_id("sum"), runner.get_id("tags")
runner.load()
runner.run()
runner.memcpy_h2d(words_symbol, words, 1, 0, 1, 1, 12, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
sums = np.zeros(2 * 2, dtype=np.uint32)
tags = np.zeros(2 * 4, dtype=np.uint32)
for k, x in enumerate([0, 2]):
    runner.memcpy_d2h(sums[2 * k:2 * k + 2], sum_symbol, x, 0, 1, 1, 2, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                      nonblock=False)
    runner.memcpy_d2h(tags[4 * k:4 * k + 4], tags_symbol, x, 0, 1, 1, 4, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                      nonblock=False)
runner.stop()

# Blocks 0 and 2 go west, 1 and 3 east; the west PE keeps indices 0..=7.
west = [i for i in range(12) if (i // 3) % 2 == 0 and i <= 7]
east = [i for i in range(12) if (i // 3) % 2 == 1]
expected_sums = [values[west].sum(), len(west), values[east].sum(), len(east)]
expected_tags = [100, 102, 0, 0, 101, 103, 0, 0]
np.testing.assert_array_equal(sums, np.array(expected_sums, dtype=np.uint32))
np.testing.assert_array_equal(tags, np.array(expected_tags, dtype=np.uint32))
print("SUCCESS")
