#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=12,3 --fabric-offsets=4,1 \
# RUN:   --params=width:5,MEMCPYH2D_DATA_1_ID:2 -o %t/out --memcpy --channels=1
# RUN: %python %s --name %t/out
"""Host script of color_swap: the sums each PE collects, computed by hand
from which color reaches it and the low halves of the words sent."""
import argparse
import json

import numpy as np

from cerebras.sdk.runtime.sdkruntimepybind import (  # pylint: disable=no-name-in-module
    MemcpyDataType, MemcpyOrder, SdkRuntime)

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

with open(f"{args.name}/out.json", encoding="utf-8") as f:
    params = json.load(f)["params"]
stream = int(params["MEMCPYH2D_DATA_1_ID"])
width = int(params["width"])

# High halves set: only the low halves travel (a 16-bit move).
words = np.array([0x00070001, 0x00010002, 0xFFFF0003, 0x12340004, 5, 6], dtype=np.uint32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
total_symbol = runner.get_id("total")
runner.load()
runner.run()
runner.memcpy_h2d(stream, words, 0, 0, 1, 1, len(words), streaming=True,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=True)
totals = np.zeros(width, dtype=np.uint32)
runner.memcpy_d2h(totals, total_symbol, 0, 0, width, 1, 1, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

low_sum = 1 + 2 + 3 + 4 + 5 + 6
expected = [low_sum if x % 2 == 0 else 3 * low_sum for x in range(width)]
np.testing.assert_array_equal(totals, expected)
print("SUCCESS")
