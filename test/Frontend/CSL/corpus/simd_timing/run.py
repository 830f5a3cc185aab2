#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=96 -o %t
# RUN: %python %s --name %t --arch %S/../../../../../arch/wse2.toml
"""Host script of simd_timing, written as for the Cerebras SDK: the cycles
each DSD operation took, against the SIMD widths of the target file."""
import argparse
import tomllib

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
parser.add_argument("--arch", required=True, help="the target file")
args = parser.parse_args()

n = 96
with open(args.arch, "rb") as f:
    simd = tomllib.load(f)["cycles"]["simd"]

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
stamps_symbol = runner.get_id("stamps")
runner.load()
runner.run()
runner.launch("compute", nonblock=False)
stamps = np.zeros(12, dtype=np.uint32)
runner.memcpy_d2h(stamps, stamps_symbol, 0, 0, 1, 1, 12, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_16BIT,
                  nonblock=False)
runner.stop()

t = [int(stamps[k]) | int(stamps[k + 1]) << 16 | int(stamps[k + 2]) << 32 for k in range(0, 12, 3)]
took = [t[1] - t[0], t[2] - t[1], t[3] - t[2]]
# The operation itself takes n / width cycles; reading the counter and
# storing its three words around it takes a few dozen instructions.
for cycles, width, what in zip(took, (simd["fadds"], simd["fmacs"], simd["faddh"]),
                               ("fadds", "fmacs", "faddh")):
    expected = -(-n // width)
    assert expected <= cycles <= expected + 40, (what, cycles, expected)
print("SUCCESS", took)
